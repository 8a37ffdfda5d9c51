import { and, asc, count, eq, gt, isNull, max, or } from 'drizzle-orm';
import type { FlaggedQueueQuery, WithdrawalQueueQuery } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { flaggedDeposits } from '#db/schema/flagged-deposits.ts';
import { members } from '#db/schema/members.ts';
import { withdrawals } from '#db/schema/payments.ts';
import { offsetOf, orderOf } from '../paging-queries.ts';

/** The queues' reads (docs/BACKOFFICE.md#queues); decisions go through the payments domain. */

const withdrawalColumns = {
  withdrawal: withdrawals,
  phone: members.phone,
  firstName: members.firstName,
  lastName: members.lastName,
};

export type WithdrawalRow = Awaited<ReturnType<typeof findWithdrawal>> & {};

export async function listWithdrawals(db: Db, agentId: number, q: WithdrawalQueueQuery) {
  const where = and(eq(withdrawals.agentId, agentId), eq(withdrawals.status, q.status));
  const [counted] = await db.select({ n: count() }).from(withdrawals).where(where);
  const rows = await db
    .select(withdrawalColumns)
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
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

export async function findWithdrawal(db: Db, agentId: number, id: number) {
  const [row] = await db
    .select(withdrawalColumns)
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(and(eq(withdrawals.id, id), eq(withdrawals.agentId, agentId)));
  return row;
}

/** Flagged money with no agent yet (a gateway reference that is not ours) is every agent's to decide. */
const ofAgent = (agentId: number) =>
  or(eq(flaggedDeposits.agentId, agentId), isNull(flaggedDeposits.agentId));

const flaggedColumns = { flagged: flaggedDeposits, memberPhone: members.phone };

export type FlaggedRow = Awaited<ReturnType<typeof findFlagged>> & {};

export async function listFlaggedPage(db: Db, agentId: number, q: FlaggedQueueQuery) {
  const where = and(ofAgent(agentId), eq(flaggedDeposits.status, q.status));
  const [counted] = await db.select({ n: count() }).from(flaggedDeposits).where(where);
  const rows = await db
    .select(flaggedColumns)
    .from(flaggedDeposits)
    .leftJoin(members, eq(members.id, flaggedDeposits.memberId))
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

export async function findFlagged(db: Db, agentId: number, id: number) {
  const [row] = await db
    .select(flaggedColumns)
    .from(flaggedDeposits)
    .leftJoin(members, eq(members.id, flaggedDeposits.memberId))
    .where(and(eq(flaggedDeposits.id, id), ofAgent(agentId)));
  return row;
}

/** Pending counts for the dashboard. */
export async function pendingCounts(db: Db, agentId: number) {
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
export async function newestIds(db: Db) {
  const [w] = await db.select({ id: max(withdrawals.id) }).from(withdrawals);
  const [f] = await db.select({ id: max(flaggedDeposits.id) }).from(flaggedDeposits);
  return { withdrawals: w?.id ?? 0, flagged: f?.id ?? 0 };
}

/** Rows of the agent above the given ids, for the arrivals watcher: primary-key ranges, nothing scanned. */
export async function arrivalsAfter(
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
