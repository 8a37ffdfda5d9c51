import { and, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { gameDailyTotals, gameRounds } from '#db/schema/games.ts';

// What other domains read of a member's play from one wallet: the promotion and free-credit wallets
// (docs/rules/promotions.md#open-game-rounds, docs/rules/wallets.md#free-credit) wait for open rounds and
// count turnover. Games owns game_rounds and game_daily_totals, so they read them through these.

/** A game round staked from the wallet, still open and recent enough to get a win. */
export async function hasOpenRound(
  db: Db,
  memberId: number,
  walletTypeId: number,
  openedAfter: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.memberId, memberId),
        eq(gameRounds.walletTypeId, walletTypeId),
        eq(gameRounds.status, 'open'),
        gt(gameRounds.createdAt, openedAfter),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The member's stakes from the wallet from a Bangkok day on (to one, when given), on these categories
 * or every one (kept totals).
 */
export async function walletTurnover(
  db: Db,
  memberId: number,
  walletTypeId: number,
  days: { from: string; to?: string; categories?: readonly string[] },
): Promise<bigint> {
  if (days.categories?.length === 0) return 0n;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${gameDailyTotals.turnover}), 0)` })
    .from(gameDailyTotals)
    .where(
      and(
        eq(gameDailyTotals.memberId, memberId),
        eq(gameDailyTotals.walletTypeId, walletTypeId),
        days.categories ? inArray(gameDailyTotals.category, [...days.categories]) : undefined,
        gte(gameDailyTotals.day, days.from),
        days.to ? lte(gameDailyTotals.day, days.to) : undefined,
      ),
    );
  return BigInt(row?.total ?? 0);
}

/**
 * Adds to a member's kept play totals of one Bangkok day, wallet and category (negative undoes): the
 * lotto's bills count there beside the games' categories (category 'lotto'), in the caller's transaction.
 */
export async function addDailyPlayTotals(
  db: Db,
  key: { day: string; memberId: number; walletTypeId: number; category: string },
  delta: { betCount: number; turnover: bigint },
): Promise<void> {
  await db
    .insert(gameDailyTotals)
    .values({ ...key, betCount: delta.betCount, turnover: delta.turnover, payout: 0n })
    .onConflictDoUpdate({
      target: [
        gameDailyTotals.day,
        gameDailyTotals.memberId,
        gameDailyTotals.walletTypeId,
        gameDailyTotals.category,
      ],
      set: {
        betCount: sql`${gameDailyTotals.betCount} + excluded.bet_count`,
        turnover: sql`${gameDailyTotals.turnover} + excluded.turnover`,
      },
    });
}

/**
 * Adds to the kept totals of one category per member, wallet and Bangkok day in one statement, in the
 * caller's transaction: the lotto's settlement adds its wins as payout, its void takes refunded stakes
 * back as (negative) turnover. The wallet is each row's own, so a bill from the promotion wallet counts
 * there (docs/rules/lotto.md#bill-wallet).
 */
export async function addDailyPlayTotalsMany(
  db: Db,
  category: string,
  rows: {
    day: string;
    memberId: number;
    walletTypeId: number;
    betCount: number;
    turnover: bigint;
    payout: bigint;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into game_daily_totals (day, member_id, wallet_type_id, category, bet_count, turnover, payout)
    select d, m, w, ${category}::text, sum(c)::int, sum(t)::bigint, sum(p)::bigint
    from unnest(${sql.param(rows.map((r) => r.day))}::date[], ${sql.param(rows.map((r) => r.memberId))}::int[],
      ${sql.param(rows.map((r) => r.walletTypeId))}::smallint[],
      ${sql.param(rows.map((r) => r.betCount))}::int[], ${sql.param(rows.map((r) => r.turnover.toString()))}::bigint[],
      ${sql.param(rows.map((r) => r.payout.toString()))}::bigint[]) as u(d, m, w, c, t, p)
    group by d, m, w
    on conflict (day, member_id, wallet_type_id, category) do update set
      bet_count = game_daily_totals.bet_count + excluded.bet_count,
      turnover = game_daily_totals.turnover + excluded.turnover,
      payout = game_daily_totals.payout + excluded.payout`);
}

/** The first Bangkok day any play was kept, from `since` on; undefined when there is none. */
export async function firstPlayDay(db: Db, since: string): Promise<string | undefined> {
  const [row] = await db
    .select({ day: sql<string | null>`min(${gameDailyTotals.day})::text` })
    .from(gameDailyTotals)
    .where(gte(gameDailyTotals.day, since));
  return row?.day ?? undefined;
}

// Subqueries over the kept totals for another domain's statement (the affiliate's commission and
// network, the points' accrual), so that it stays one statement while games keeps its table.

/** `(member_id, category, turnover)`: the kept turnover of one Bangkok day, one row per wallet. */
export function dayTurnoverSql(day: string): SQL {
  return sql`(select member_id, category, turnover from ${gameDailyTotals} where day = ${day})`;
}

/**
 * `(member_id, day, turnover)`: the kept turnover of every Bangkok day from `fromDay` on, one row per
 * wallet and category (the points' accrual sums it per member-day).
 */
export function turnoverDaysSinceSql(fromDay: string): SQL {
  return sql`(select member_id, day, turnover from ${gameDailyTotals} where day >= ${fromDay}::date)`;
}

/** The turnover (0 when none) of the member `memberId` names (a column of the outer statement) from a day on. */
export function turnoverSinceSql(memberId: SQL, fromDay: string): SQL {
  return sql`coalesce((select sum(t.turnover) from ${gameDailyTotals} t
    where t.member_id = ${memberId} and t.day >= ${fromDay}), 0)`;
}
