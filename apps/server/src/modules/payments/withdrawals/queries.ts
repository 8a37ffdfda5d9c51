import { and, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { agentSettings } from '#db/schema/agents.ts';
import { withdrawals } from '#db/schema/payments.ts';

export async function minWithdraw(db: Db, agentId: number): Promise<bigint | undefined> {
  const [row] = await db
    .select({ min: agentSettings.minWithdrawSatang })
    .from(agentSettings)
    .where(eq(agentSettings.agentId, agentId));
  return row?.min;
}

/**
 * The states of a request not finished yet: waiting for a decision, or approved and not yet paid or failed
 * at the gateway. A member has at most one of them (docs/rules/payments.md#withdrawals).
 */
export const OPEN_WITHDRAWAL_STATUSES = ['pending', 'approved', 'sent', 'unknown'] as const;

export async function hasPending(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(eq(withdrawals.memberId, memberId), inArray(withdrawals.status, [...OPEN_WITHDRAWAL_STATUSES])),
    )
    .limit(1);
  return row !== undefined;
}

/** The member's withdrawal made by this request id, if any (a retry of the same submission). */
export async function withdrawalByRequest(db: Db, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, requestId)));
  return row;
}

export async function insertWithdrawal(db: Db, row: typeof withdrawals.$inferInsert) {
  const [inserted] = await db.insert(withdrawals).values(row).returning();
  if (!inserted) throw new Error('inserting the withdrawal returned no row');
  return inserted;
}

export function recentWithdrawals(db: Db, memberId: number, limit: number) {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.memberId, memberId))
    .orderBy(desc(withdrawals.id))
    .limit(limit);
}

/**
 * The median and 95th percentile, in seconds, from request to paid over the withdrawals paid in
 * [from, to] (the withdraw page's expected time, the dashboard); nulls when none was paid.
 */
export async function payoutTimes(db: Db, agentId: number, from: Date, to: Date) {
  const seconds = sql`extract(epoch from ${withdrawals.paidAt} - ${withdrawals.createdAt})`;
  const [row] = await db
    .select({
      median: sql<string | null>`percentile_cont(0.5) within group (order by ${seconds})`,
      p95: sql<string | null>`percentile_cont(0.95) within group (order by ${seconds})`,
      count: sql<number>`count(*)::int`,
    })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.agentId, agentId),
        eq(withdrawals.status, 'paid'),
        isNotNull(withdrawals.paidAt),
        gte(withdrawals.paidAt, from),
        lte(withdrawals.paidAt, to),
      ),
    );
  const num = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return { medianSeconds: num(row?.median), p95Seconds: num(row?.p95), count: row?.count ?? 0 };
}
