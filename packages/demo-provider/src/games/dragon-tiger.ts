import type { Rng } from '../fair/rng.ts';
import { DECKS, shoeDrawer } from './baccarat.ts';
import type { Card } from './baccarat.ts';
import { mulDivFloor } from './integer.ts';

/**
 * Dragon Tiger: one card to the dragon, one to the tiger, from a freshly shuffled 8-deck shoe (the
 * baccarat shoe). The higher rank wins, ace lowest and king highest, suits do not count. Dragon and
 * tiger pay 1:1 and give half the stake back on a tie; tie pays 11:1.
 */
export const DRAGON_TIGER_BETS = ['dragon', 'tiger', 'tie'] as const;
export type DragonTigerBet = (typeof DRAGON_TIGER_BETS)[number];

/** Return per unit stake when the bet wins, stake included, in hundredths (as baccarat). */
export const DT_RETURN_HUNDREDTHS: Record<DragonTigerBet, number> = { dragon: 200, tiger: 200, tie: 1200 };
/** Dragon and tiger bets on a tie: half the stake back, in hundredths. */
export const DT_TIE_REFUND_HUNDREDTHS = 50;

export type DragonTigerRound = { dragon: Card; tiger: Card; winner: DragonTigerBet };

export const rankOf = (card: Card) => card % 13;

export function playDragonTiger(rng: Rng): DragonTigerRound {
  const draw = shoeDrawer(rng);
  const dragon = draw();
  const tiger = draw();
  const d = rankOf(dragon);
  const t = rankOf(tiger);
  return { dragon, tiger, winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie' };
}

export function dragonTigerReturn(round: DragonTigerRound, bet: DragonTigerBet, stake: number): number {
  if (round.winner === bet) return mulDivFloor(stake, DT_RETURN_HUNDREDTHS[bet], 100);
  if (round.winner === 'tie') return mulDivFloor(stake, DT_TIE_REFUND_HUNDREDTHS, 100);
  return 0;
}

/**
 * Exact RTP per bet for the 8-deck shoe: after the dragon's card, 4 × DECKS − 1 of the 52 × DECKS − 1
 * cards left share its rank, and the rest split evenly above and below.
 */
export function dragonTigerRtp(): Record<DragonTigerBet, number> {
  const left = 52 * DECKS - 1;
  const tie = (4 * DECKS - 1) / left;
  const win = (1 - tie) / 2;
  const side = (win * DT_RETURN_HUNDREDTHS.dragon + tie * DT_TIE_REFUND_HUNDREDTHS) / 100;
  return { dragon: side, tiger: side, tie: (tie * DT_RETURN_HUNDREDTHS.tie) / 100 };
}
