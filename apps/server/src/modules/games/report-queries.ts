import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { gameDailyTotals } from '#db/schema/games.ts';
import type { DayRange } from '#shared/day-figures.ts';

// The back office's reports and dashboard (docs/BACKOFFICE.md#reports) read play from the kept daily
// totals, for the members `memberIds` names (a subquery of their ids, e.g. members' `agentMembersSql`).

export type DayGame = { day: string; category: string; turnover: string; payout: string };

/** Turnover and payouts per Bangkok day and game category. */
export async function playPerDay(db: Db, memberIds: SQL, days: DayRange): Promise<DayGame[]> {
  return rowsOf<DayGame>(
    await db.execute(sql`
      select g.day::text as day, g.category, sum(g.turnover)::text as turnover, sum(g.payout)::text as payout
      from ${gameDailyTotals} g
      where g.day >= ${days.from}::date and g.day <= ${days.to}::date and g.member_id in ${memberIds}
      group by g.day, g.category`),
  );
}

/**
 * Members who staked anything, each counted once per period (`day` or `month`), and once over the whole
 * range (`period` null).
 */
export async function activePlayerCounts(
  db: Db,
  memberIds: SQL,
  days: DayRange,
  unit: 'day' | 'month',
): Promise<{ period: string | null; n: string }[]> {
  // A literal of this file, never input: the select and the rollup must be the same expression.
  const format = sql.raw(unit === 'day' ? `'YYYY-MM-DD'` : `'YYYY-MM'`);
  return rowsOf<{ period: string | null; n: string }>(
    await db.execute(sql`
      select to_char(g.day, ${format}) as period, count(distinct g.member_id)::text as n
      from ${gameDailyTotals} g
      where g.day >= ${days.from}::date and g.day <= ${days.to}::date and g.member_id in ${memberIds}
        and g.turnover > 0
      group by rollup (to_char(g.day, ${format}))`),
  );
}
