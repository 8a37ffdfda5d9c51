import { and, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
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
