import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';

/**
 * What the accrual job has not paid yet (docs/rules/points.md#earning). Members cooling off or
 * self-excluded now are left out: their rows stay unpaid and are paid by the first run after the
 * exclusion ends, if that is still within the catch-up window. The job passes the other domains' tables
 * as subqueries their owners export (a queries file imports no other domain): `excluded`, responsible
 * gaming's `excludedAtSql(now)`, and `turnoverDays`, games' `turnoverDaysSinceSql(sinceDay)`, so each
 * read stays one statement (docs/ARCHITECTURE.md#each-domain-owns-its-tables).
 */

/** `member_id` of each member cooling off or self-excluded now. */
type ExcludedMembers = SQL;

const notExcluded = (memberId: SQL, excluded: ExcludedMembers): SQL =>
  sql`not exists (select 1 from ${excluded} s where s.member_id = ${memberId})`;

export type DepositDue = { intentId: number; memberId: number; points: number };

/** Credited deposits since `since` that earn at least one point and have no accrual row yet. */
export async function depositsDue(
  db: Db,
  opts: {
    /** Payments' credited deposits (`paidDepositsSql`), handed in by main.ts. */
    paidDeposits: SQL;
    since: Date;
    excluded: ExcludedMembers;
    satangPerPoint: number;
    limit: number;
  },
): Promise<DepositDue[]> {
  const rows = rowsOf<{ id: number; member_id: number; points: string }>(
    await db.execute(sql`
      select d.id, d.member_id, (d.credited_satang / ${opts.satangPerPoint})::text as points
      from ${opts.paidDeposits} d
      where d.paid_at >= ${opts.since.toISOString()}::timestamptz
        and d.credited_satang >= ${opts.satangPerPoint}
        and not exists (
          select 1 from points_accruals a
          where a.source = 'deposit' and a.member_id = d.member_id and a.source_key = d.id::text)
        and ${notExcluded(sql`d.member_id`, opts.excluded)}
      order by d.id
      limit ${opts.limit}`),
  );
  return rows.map((r) => ({
    intentId: Number(r.id),
    memberId: Number(r.member_id),
    points: Number(r.points),
  }));
}

/** Records a deposit's accrual; false when it already was (a later run then pays nothing). */
export async function recordDepositAccrual(tx: Db, due: DepositDue, now: Date): Promise<boolean> {
  const rows = rowsOf<{ member_id: number }>(
    await tx.execute(sql`
      insert into points_accruals (source, source_key, member_id, points, updated_at)
      values ('deposit', ${String(due.intentId)}, ${due.memberId}, ${due.points}, ${now.toISOString()}::timestamptz)
      on conflict do nothing
      returning member_id`),
  );
  return rows.length === 1;
}

export type TurnoverDue = { memberId: number; day: string; earned: number; awarded: number };

/**
 * Member-days of `turnoverDays` (games' kept totals from the window's first day on: `member_id`, `day`,
 * `turnover`) whose turnover over every wallet and category earns more points than were awarded for that
 * day so far.
 */
export async function turnoverDue(
  db: Db,
  opts: { turnoverDays: SQL; excluded: ExcludedMembers; satangPerPoint: number; limit: number },
): Promise<TurnoverDue[]> {
  const rows = rowsOf<{ member_id: number; day: string; earned: string; awarded: number }>(
    await db.execute(sql`
      with days as (
        select g.member_id, g.day, floor(sum(g.turnover) / ${opts.satangPerPoint})::bigint as earned
        from ${opts.turnoverDays} g
        group by g.member_id, g.day)
      select days.member_id, days.day::text as day, days.earned::text as earned, coalesce(a.points, 0) as awarded
      from days
      left join points_accruals a
        on a.source = 'turnover' and a.member_id = days.member_id and a.source_key = days.day::text
      where days.earned > coalesce(a.points, 0)
        and ${notExcluded(sql`days.member_id`, opts.excluded)}
      order by days.day, days.member_id
      limit ${opts.limit}`),
  );
  return rows.map((r) => ({
    memberId: Number(r.member_id),
    day: r.day,
    earned: Number(r.earned),
    awarded: Number(r.awarded),
  }));
}

/**
 * Moves a member-day's awarded total from what the job read to what it earns now, only if nobody
 * moved it in between (the conditional write that makes a second run find nothing to do).
 */
export async function recordTurnoverAccrual(tx: Db, due: TurnoverDue, now: Date): Promise<boolean> {
  const rows = rowsOf<{ points: number }>(
    await tx.execute(sql`
      insert into points_accruals (source, source_key, member_id, points, updated_at)
      values ('turnover', ${due.day}, ${due.memberId}, ${due.earned}, ${now.toISOString()}::timestamptz)
      on conflict (source, member_id, source_key) do update
        set points = excluded.points, updated_at = excluded.updated_at
        where points_accruals.points = ${due.awarded}
      returning points`),
  );
  return rows.length === 1;
}

/** The points each of a member's deposits was paid (its accrual row), by intent id; unpaid ones absent. */
export async function depositPointsOf(
  db: Db,
  memberId: number,
  intentIds: readonly number[],
): Promise<Map<number, number>> {
  if (intentIds.length === 0) return new Map();
  const rows = rowsOf<{ source_key: string; points: number }>(
    await db.execute(sql`
      select source_key, points from points_accruals
      where source = 'deposit' and member_id = ${memberId}
        and source_key = any(${sql.param(intentIds.map(String))}::text[])`),
  );
  return new Map(rows.map((r) => [Number(r.source_key), Number(r.points)]));
}

/**
 * Pays a member-day's turnover points beyond what it was paid, in the caller's transaction: the database
 * function `points_accrue_turnover` (migration 0033_turnover_points_at_stake), which a seamless-wallet bet
 * calls itself. Answers the points paid now.
 */
export async function accrueTurnoverDayQuery(
  tx: Db,
  input: { memberId: number; day: string; now: Date; satangPerPoint: number; createdBy: string },
): Promise<number> {
  const rows = rowsOf<{ paid: number }>(
    await tx.execute(sql`
      select points_accrue_turnover(${input.memberId}, ${input.day}::date, ${input.now.toISOString()}::timestamptz,
        ${input.satangPerPoint}, ${input.createdBy}) as paid`),
  );
  return Number(rows[0]?.paid ?? 0);
}
