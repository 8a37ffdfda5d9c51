import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';

// What the engagement features read of a member's deposits (a poll's vote quota, a quest's progress):
// payments owns deposit_intents, so they ask here (docs/ARCHITECTURE.md#each-domain-owns-its-tables).

export type DepositsBetween = {
  /** What was credited; a deposit credited before the credited amount was kept counts 0. */
  creditedSatang: bigint;
  /** What was credited, the amount asked for a deposit credited before the credited amount was kept. */
  creditedOrAskedSatang: bigint;
  /** When the latest of them was credited; null when there is none. */
  lastPaidAt: Date | null;
};

/** The member's deposits credited from `from` (inclusive) to `until` (exclusive), in one statement. */
export async function paidDepositsBetween(
  db: Db,
  memberId: number,
  from: Date,
  until: Date,
): Promise<DepositsBetween> {
  const [row] = rowsOf<{ credited: string; total: string; last_ms: string | null }>(
    await db.execute(sql`
      select coalesce(sum(credited_satang), 0)::text as credited,
        coalesce(sum(coalesce(credited_satang, amount_satang)), 0)::text as total,
        floor(extract(epoch from max(paid_at)) * 1000)::bigint::text as last_ms
      from deposit_intents
      where member_id = ${memberId} and status = 'paid'
        and paid_at >= ${from.toISOString()}::timestamptz and paid_at < ${until.toISOString()}::timestamptz`),
  );
  return {
    creditedSatang: BigInt(row?.credited ?? '0'),
    creditedOrAskedSatang: BigInt(row?.total ?? '0'),
    lastPaidAt: row?.last_ms ? new Date(Number(row.last_ms)) : null,
  };
}

/**
 * Every credited deposit as a from-item subquery (`from ${paidDepositsSql()} d`) with its `id`,
 * `member_id`, `amount_satang`, `credited_satang` (null when credited before the credited amount was kept)
 * and `paid_at`: the points' and the wheel's safety-net jobs each read it inside their one statement.
 * Points and the wheel cannot import payments (payments calls them when it credits a deposit), so
 * main.ts hands it to their jobs (docs/ARCHITECTURE.md#each-domain-owns-its-tables).
 */
export function paidDepositsSql(): SQL {
  return sql`(select id, member_id, amount_satang, credited_satang, paid_at
    from deposit_intents where status = 'paid')`;
}
