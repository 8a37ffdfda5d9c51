import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { gameDailyTotals } from '#db/schema/games.ts';

// The kept play totals per member, Bangkok day and category as the cashback reads them
// (docs/rules/cashback.md): games owns game_daily_totals, so the cashback asks these
// (docs/ARCHITECTURE.md#each-domain-owns-its-tables).

/** One member's kept totals of one Bangkok day and category (game_daily_totals, docs/rules/cashback.md). */
export type DayTotals = { day: string; category: string; turnover: bigint; payout: bigint };

/**
 * The member's kept totals per day and category from `fromDate` to `toDate` (both included), summed
 * over the given wallets; read from game_daily_totals, never from the ledger's history.
 */
export async function memberDayTotals(
  db: Db,
  memberId: number,
  fromDate: string,
  toDate: string,
  walletTypeIds: readonly number[],
): Promise<DayTotals[]> {
  const rows = rowsOf<{ day: string; category: string; turnover: string; payout: string }>(
    await db.execute(sql`
      select day::text as day, category, sum(turnover)::text as turnover, sum(payout)::text as payout
      from ${gameDailyTotals}
      where member_id = ${memberId} and day between ${fromDate}::date and ${toDate}::date
        and wallet_type_id = any(${sql.param(walletTypeIds.map(Number))}::smallint[])
      group by day, category
      order by day, category`),
  );
  return rows.map((r) => ({
    day: r.day,
    category: r.category,
    turnover: BigInt(r.turnover),
    payout: BigInt(r.payout),
  }));
}

/** Every member's kept totals per day and category in [fromDate, toDate], summed over the wallets. */
export async function everyonesDayTotals(
  db: Db,
  fromDate: string,
  toDate: string,
  walletTypeIds: readonly number[],
): Promise<Map<number, DayTotals[]>> {
  const rows = rowsOf<{ member_id: number; day: string; category: string; turnover: string; payout: string }>(
    await db.execute(sql`
      select member_id, day::text as day, category, sum(turnover)::text as turnover, sum(payout)::text as payout
      from ${gameDailyTotals}
      where day between ${fromDate}::date and ${toDate}::date
        and wallet_type_id = any(${sql.param(walletTypeIds.map(Number))}::smallint[])
      group by member_id, day, category
      order by member_id, day, category`),
  );
  const byMember = new Map<number, DayTotals[]>();
  for (const r of rows) {
    const id = Number(r.member_id);
    const days = byMember.get(id) ?? [];
    days.push({ day: r.day, category: r.category, turnover: BigInt(r.turnover), payout: BigInt(r.payout) });
    byMember.set(id, days);
  }
  return byMember;
}

/**
 * The member's kept turnover over every wallet and category from `fromDate` (included) to `untilDate`
 * (excluded): a quest's progress over its day or week (docs/rules/quests.md#progress).
 */
export async function turnoverBetween(
  db: Db,
  memberId: number,
  fromDate: string,
  untilDate: string,
): Promise<bigint> {
  const [row] = rowsOf<{ v: string }>(
    await db.execute(sql`select coalesce(sum(turnover), 0)::text as v from ${gameDailyTotals}
      where member_id = ${memberId} and day >= ${fromDate}::date and day < ${untilDate}::date`),
  );
  return BigInt(row?.v ?? '0');
}
