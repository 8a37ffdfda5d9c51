import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';

/** The SQL of a yeekee round's close: its shots, its shooters' bills (docs/YEEKEE.md#the-close). */

/**
 * Yeekee rounds due a result: closed, or still marked open/scheduled with close_at passed, and no result
 * yet. Voided, resulted and settled rounds are done, so a run after a finished close finds nothing.
 */
export async function yeekeeRoundsDue(db: Db, now: Date, limit = 100): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select r.id from lotto_rounds r join lotto_categories c on c.id = r.category_id
      where c.code = 'yeekee' and r.result is null
        and (r.status = 'closed' or (r.status in ('scheduled', 'open') and r.close_at <= ${now.toISOString()}::timestamptz))
      order by r.close_at, r.id limit ${limit}`),
  );
  return rows.map((r) => Number(r.id));
}

/** Marks the round closed if its close_at passed (as the close job does); answers whether it is closed. */
export async function closeIfDue(db: Db, roundId: number, now: Date): Promise<boolean> {
  await db.execute(sql`update lotto_rounds set status = 'closed'
    where id = ${roundId} and status in ('scheduled', 'open') and close_at <= ${now.toISOString()}::timestamptz`);
  const rows = rowsOf<{ status: string }>(
    await db.execute(sql`select status from lotto_rounds where id = ${roundId}`),
  );
  return rows[0]?.status === 'closed';
}

export type ShotRow = { seq: number; memberId: number; number: string };

/**
 * Takes the round's tally row lock and answers its shot count. A shot holds that lock until it commits,
 * so a shot still being written is waited for rather than missed, and none is added while it is held.
 */
export async function lockTally(tx: Db, roundId: number): Promise<number> {
  await tx.execute(
    sql`insert into yeekee_round_tallies (round_id) values (${roundId}) on conflict do nothing`,
  );
  const rows = rowsOf<{ shot_count: number }>(
    await tx.execute(sql`select shot_count from yeekee_round_tallies where round_id = ${roundId} for update`),
  );
  return Number(rows[0]?.shot_count ?? 0);
}

/** Every shot of the round, in seq (receive) order. */
export async function roundShots(db: Db, roundId: number): Promise<ShotRow[]> {
  const rows = rowsOf<{ seq: number; member_id: number; number: string }>(
    await db.execute(
      sql`select seq, member_id, number from yeekee_shots where round_id = ${roundId} order by seq`,
    ),
  );
  return rows.map((r) => ({ seq: Number(r.seq), memberId: Number(r.member_id), number: r.number }));
}

/** Each member's stake in the round's bills that stand (pending or settled; cancelled and refunded do not). */
export async function billStakes(tx: Db, roundId: number, memberIds: number[]): Promise<Map<number, bigint>> {
  if (memberIds.length === 0) return new Map();
  const rows = rowsOf<{ member_id: number; total: string }>(
    await tx.execute(sql`select member_id, sum(total_satang)::text as total from lotto_bills
      where round_id = ${roundId} and member_id = any(${`{${memberIds.join(',')}}`}::int[])
        and status in ('pending', 'won', 'lost')
      group by member_id`),
  );
  return new Map(rows.map((r) => [Number(r.member_id), BigInt(r.total)]));
}
