import { and, eq } from 'drizzle-orm';
import type { Column } from 'drizzle-orm';

/** The key of every per-number table (stakes, rules, cap alerts): a round, a bet type and a number. */
type NumberKey = { roundId: Column; betType: Column; number: Column };

/** The join condition of two per-number tables: the same round, bet type and number. */
export function sameRoundNumber(left: NumberKey, right: NumberKey) {
  return and(eq(left.roundId, right.roundId), eq(left.betType, right.betType), eq(left.number, right.number));
}
