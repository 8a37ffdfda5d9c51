import { and, asc, count, eq, gt, isNull, max, or } from 'drizzle-orm';
import type { FlaggedQueueQuery, WithdrawalQueueQuery } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { flaggedDeposits } from '#db/schema/flagged-deposits.ts';
import { withdrawals } from '#db/schema/payments.ts';
import { offsetOf, orderOf } from '#shared/paging.ts';

/**
 * The back office's finance queues read here (docs/BACKOFFICE.md#queues): withdrawals and flagged
 * deposits of an agent, paged and sorted, the dashboard's pending counts and the arrivals watcher's rows.
 * The members' phones and names come from members, one batch per page.
 */

export async function withdrawalQueuePage(db: Db, agentId: number, q: WithdrawalQueueQuery) {
  const where = and(eq(withdrawals.agentId, agentId), eq(withdrawals.status, q.status));
  const [counted] = await db.select({ n: count() }).from(withdrawals).where(where);
  const rows = await db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(
      ...orderOf(
        q.sort,
        {
          created_at: withdrawals.createdAt,
          amount: withdrawals.amountSatang,
          decided_at: withdrawals.decidedAt,
        },
        withdrawals.id,
      ),
    )
    .limit(q.page_size)
    .offset(offsetOf(q));
  return { total: counted?.n ?? 0, rows };
}

export async function withdrawalOfAgent(db: Db, agentId: number, id: number) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.agentId, agentId)));
  return row;
}

/** Flagged money with no agent yet (a gateway reference that is not ours) is every agent's to decide. */
const ofAgent = (agentId: number) =>
  or(eq(flaggedDeposits.agentId, agentId), isNull(flaggedDeposits.agentId));

export async function flaggedQueuePage(db: Db, agentId: number, q: FlaggedQueueQuery) {
  const where = and(ofAgent(agentId), eq(flaggedDeposits.status, q.status));
  const [counted] = await db.select({ n: count() }).from(flaggedDeposits).where(where);
  const rows = await db
    .select()
    .from(flaggedDeposits)
    .where(where)
    .orderBy(
      ...orderOf(
        q.sort,
        {
          created_at: flaggedDeposits.createdAt,
          amount: flaggedDeposits.amountSatang,
          paid_at: flaggedDeposits.paidAt,
        },
        flaggedDeposits.id,
      ),
    )
    .limit(q.page_size)
    .offset(offsetOf(q));
  return { total: counted?.n ?? 0, rows };
}

export async function flaggedOfAgent(db: Db, agentId: number, id: number) {
  const [row] = await db
    .select()
    .from(flaggedDeposits)
    .where(and(eq(flaggedDeposits.id, id), ofAgent(agentId)));
  return row;
}

/** Pending counts for the dashboard. */
export async function pendingQueueCounts(db: Db, agentId: number) {
  const [w] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.agentId, agentId), eq(withdrawals.status, 'pending')));
  const [f] = await db
    .select({ n: count() })
    .from(flaggedDeposits)
    .where(and(ofAgent(agentId), eq(flaggedDeposits.status, 'pending')));
  return { withdrawals: w?.n ?? 0, flagged: f?.n ?? 0 };
}

/** The newest ids, where the arrivals watcher starts. */
export async function newestQueueIds(db: Db) {
  const [w] = await db.select({ id: max(withdrawals.id) }).from(withdrawals);
  const [f] = await db.select({ id: max(flaggedDeposits.id) }).from(flaggedDeposits);
  return { withdrawals: w?.id ?? 0, flagged: f?.id ?? 0 };
}

/** Rows of the agent above the given ids, for the arrivals watcher: primary-key ranges, nothing scanned. */
export async function queueArrivalsAfter(
  db: Db,
  agentId: number,
  after: { withdrawals: number; flagged: number },
) {
  const w = await db
    .select({ id: withdrawals.id, agentId: withdrawals.agentId, status: withdrawals.status })
    .from(withdrawals)
    .where(gt(withdrawals.id, after.withdrawals))
    .orderBy(asc(withdrawals.id))
    .limit(200);
  const f = await db
    .select({ id: flaggedDeposits.id, agentId: flaggedDeposits.agentId, status: flaggedDeposits.status })
    .from(flaggedDeposits)
    .where(gt(flaggedDeposits.id, after.flagged))
    .orderBy(asc(flaggedDeposits.id))
    .limit(200);
  return {
    withdrawals: w.map((r) => ({ ...r, ours: r.agentId === agentId })),
    flagged: f.map((r) => ({ ...r, ours: r.agentId === null || r.agentId === agentId })),
  };
}
