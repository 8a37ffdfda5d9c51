import { sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';

/** The SQL of shooting, the shot lists and the feed's catch-up (docs/YEEKEE.md). */

export type YeekeeRoundRow = {
  id: number;
  categoryCode: string;
  status: string;
  openAt: Date;
  closeAt: Date;
};

/** One stored shot with the shooter's phone (masked by the service) and the round's sum up to it. */
export type ShotRow = { seq: number; number: string; phone: string; createdAt: Date; runningSum: bigint };

type RawRound = { id: number; category_code: string; status: string; open_at: string; close_at: string };
type RawShot = { seq: number; number: string; phone: string; created_at: string; running_sum: string };

const toRound = (r: RawRound): YeekeeRoundRow => ({
  id: r.id,
  categoryCode: r.category_code,
  status: r.status,
  openAt: new Date(r.open_at),
  closeAt: new Date(r.close_at),
});

const toShot = (r: RawShot): ShotRow => ({
  seq: Number(r.seq),
  number: r.number,
  phone: r.phone,
  createdAt: new Date(r.created_at),
  runningSum: BigInt(r.running_sum),
});

/**
 * The round of this agent. `share` holds its row until the shot commits, so the close job's status
 * update waits for shots already accepted, and a shot after it sees the round closed: the list the
 * result is computed from is final once the round says closed.
 */
export async function findYeekeeRound(
  db: Db,
  roundId: number,
  agentId: number,
  share = false,
): Promise<YeekeeRoundRow | undefined> {
  const rows = rowsOf<RawRound>(
    await db.execute(sql`select r.id, c.code as category_code, r.status, r.open_at, r.close_at
      from lotto_rounds r join lotto_categories c on c.id = r.category_id
      where r.id = ${roundId} and c.agent_id = ${agentId}
      ${share ? sql`for share of r` : sql``}`),
  );
  return rows[0] && toRound(rows[0]);
}

/** Whether the member holds a pending bill in the round (YEEKEE_SHOOT_NEEDS_BILL). */
export async function hasPendingBill(db: Db, roundId: number, memberId: number): Promise<boolean> {
  const rows = rowsOf<{ one: number }>(
    await db.execute(sql`select 1 as one from lotto_bills
      where round_id = ${roundId} and member_id = ${memberId} and status = 'pending' limit 1`),
  );
  return rows.length > 0;
}

/**
 * Claims the member's shot slot: one shot per `intervalMs` across every server instance. A concurrent
 * claim by the same member waits for this row and then sees the new time, so only one of them wins.
 * Answers undefined when claimed, else when the member last shot.
 */
export async function claimShotSlot(
  tx: Db,
  memberId: number,
  now: Date,
  intervalMs: number,
): Promise<Date | undefined> {
  const earliest = new Date(now.getTime() - intervalMs).toISOString();
  const claimed = rowsOf<{ member_id: number }>(
    await tx.execute(sql`insert into yeekee_shooters (member_id, last_shot_at)
      values (${memberId}, ${now.toISOString()}::timestamptz)
      on conflict (member_id) do update set last_shot_at = excluded.last_shot_at
      where yeekee_shooters.last_shot_at <= ${earliest}::timestamptz
      returning member_id`),
  );
  if (claimed.length > 0) return undefined;
  const rows = rowsOf<{ last_shot_at: string }>(
    await tx.execute(sql`select last_shot_at from yeekee_shooters where member_id = ${memberId}`),
  );
  return new Date(rows[0]!.last_shot_at);
}

/**
 * Takes the round's next seq, adds the number to its sum and stores the shot, in ONE statement: the
 * tally row it updates stays locked until commit, so shots of a round are numbered and committed one
 * after another (seq is gapless, and a reader that has seen seq N has seen every shot before it), and
 * one statement instead of three keeps that hot lock for the shortest time (docs/YEEKEE.md#scale).
 */
export async function addShot(
  tx: Db,
  shot: { roundId: number; memberId: number; number: string; at: Date },
): Promise<{ seq: number; sum: bigint }> {
  const rows = rowsOf<{ shot_count: number; shot_sum: string }>(
    await tx.execute(sql`with tally as (
        insert into yeekee_round_tallies as t (round_id, shot_count, shot_sum)
        values (${shot.roundId}, 1, ${Number(shot.number)})
        on conflict (round_id) do update
          set shot_count = t.shot_count + 1, shot_sum = t.shot_sum + excluded.shot_sum
        returning shot_count, shot_sum
      ), stored as (
        insert into yeekee_shots (round_id, seq, member_id, number, created_at)
        select ${shot.roundId}, shot_count, ${shot.memberId}, ${shot.number}, ${shot.at.toISOString()}::timestamptz
        from tally
      )
      select shot_count, shot_sum::text as shot_sum from tally`),
  );
  const row = rows[0]!;
  return { seq: Number(row.shot_count), sum: BigInt(row.shot_sum) };
}

/** The round's count and sum so far (zero before the first shot). */
export async function roundTally(db: Db, roundId: number): Promise<{ count: number; sum: bigint }> {
  const rows = rowsOf<{ shot_count: number; shot_sum: string }>(
    await db.execute(sql`select shot_count, shot_sum::text as shot_sum
      from yeekee_round_tallies where round_id = ${roundId}`),
  );
  return rows[0]
    ? { count: Number(rows[0].shot_count), sum: BigInt(rows[0].shot_sum) }
    : { count: 0, sum: 0n };
}

/**
 * Members' phones by id (`id`, `phone` columns), a subquery of members' table aliased `m` that the caller
 * passes (`shots.ts`): a queries file imports no other domain (docs/ARCHITECTURE.md#each-domain-owns-its-tables).
 */
export type Shooters = SQLWrapper;

/** The latest `limit` shots, newest first. */
export async function latestShots(
  db: Db,
  shooters: Shooters,
  roundId: number,
  limit: number,
): Promise<ShotRow[]> {
  const rows = rowsOf<RawShot>(
    await db.execute(sql`select s.seq, s.number, m.phone, s.created_at, '0' as running_sum
      from yeekee_shots s join ${shooters} on m.id = s.member_id
      where s.round_id = ${roundId} order by s.seq desc limit ${limit}`),
  );
  return rows.map(toShot);
}

/** Every shot with seq above `afterSeq`, in order, each with the round's sum up to and including it. */
export async function shotsAfter(
  db: Db,
  shooters: Shooters,
  roundId: number,
  afterSeq: number,
): Promise<ShotRow[]> {
  const rows = rowsOf<RawShot>(
    await db.execute(sql`select * from (
        select s.seq, s.number, m.phone, s.created_at,
          (sum(s.number::bigint) over (order by s.seq))::text as running_sum
        from yeekee_shots s join ${shooters} on m.id = s.member_id
        where s.round_id = ${roundId}
      ) shots where seq > ${afterSeq} order by seq`),
  );
  return rows.map(toShot);
}
