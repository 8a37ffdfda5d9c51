import type { Rng } from '../fair/rng.ts';
import { mulDivFloor } from './integer.ts';

/** A card as 0..51 within its deck: rank = card % 13 (0 = ace ... 12 = king), suit = floor(card / 13). */
export type Card = number;
export const DECKS = 8;
const SHOE = DECKS * 52;

export const BACCARAT_BETS = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;
export type BaccaratBet = (typeof BACCARAT_BETS)[number];

/**
 * Each bet's return per unit stake when it wins (stake included), in hundredths, so that 0.95:1 is
 * whole-number arithmetic: stake × 195 ÷ 100, exact for a whole number of 20 satang (every offered
 * stake), otherwise rounded down to a whole satang.
 */
export const RETURN_HUNDREDTHS: Record<BaccaratBet, number> = {
  player: 200,
  banker: 195,
  tie: 900,
  player_pair: 1200,
  banker_pair: 1200,
};

/** The known return to player of each bet for a full 8-deck shoe (published tables, 11:1 pairs). */
export const BACCARAT_RTP: Record<BaccaratBet, number> = {
  player: 0.98765,
  banker: 0.98942,
  tie: 0.85641,
  player_pair: 0.89639,
  banker_pair: 0.89639,
};

export type BaccaratRound = {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
};

export function cardValue(card: Card): number {
  const rank = card % 13;
  return rank >= 9 ? 0 : rank + 1;
}

export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((n, c) => n + cardValue(c), 0) % 10;
}

/** The banker draws a third card on this total, given the player's third card value (or none). */
export function bankerDraws(bankerTotal: number, playerThird: number | undefined): boolean {
  if (playerThird === undefined) return bankerTotal <= 5;
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return playerThird !== 8;
  if (bankerTotal === 4) return playerThird >= 2 && playerThird <= 7;
  if (bankerTotal === 5) return playerThird >= 4 && playerThird <= 7;
  if (bankerTotal === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/** Standard tableau; `draw` yields the next card of the shoe. */
export function dealBaccarat(draw: () => Card): BaccaratRound {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  let playerTotal = handTotal(player);
  let bankerTotal = handTotal(banker);
  if (playerTotal < 8 && bankerTotal < 8) {
    let playerThird: number | undefined;
    if (playerTotal <= 5) {
      const card = draw();
      player.push(card);
      playerThird = cardValue(card);
      playerTotal = handTotal(player);
    }
    if (bankerDraws(bankerTotal, playerThird)) {
      banker.push(draw());
      bankerTotal = handTotal(banker);
    }
  }
  const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  const pair = (cards: Card[]) => cards[0]! % 13 === cards[1]! % 13;
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner,
    playerPair: pair(player),
    bankerPair: pair(banker),
  };
}

/** Draws from a full 8-deck shoe without replacement: each card uniformly among those still in it. */
export function shoeDrawer(rng: Rng): () => Card {
  const taken: number[] = []; // shoe positions already dealt, ascending
  return () => {
    let index = rng.int(SHOE - taken.length);
    // the index counts untaken positions only: step over every dealt position at or below it
    for (const t of taken) if (t <= index) index++;
    taken.push(index);
    taken.sort((a, b) => a - b);
    return index % 52;
  };
}

/** Every round deals from a freshly shuffled shoe, so rounds are independent and re-computable alone. */
export function playBaccarat(rng: Rng): BaccaratRound {
  return dealBaccarat(shoeDrawer(rng));
}

/** Return (stake included) in satang of `stake` on `bet`; a tie gives player and banker bets back. */
export function baccaratReturn(round: BaccaratRound, bet: BaccaratBet, stake: number): number {
  const won =
    (bet === 'player' && round.winner === 'player') ||
    (bet === 'banker' && round.winner === 'banker') ||
    (bet === 'tie' && round.winner === 'tie') ||
    (bet === 'player_pair' && round.playerPair) ||
    (bet === 'banker_pair' && round.bankerPair);
  if (won) return mulDivFloor(stake, RETURN_HUNDREDTHS[bet], 100);
  if (round.winner === 'tie' && (bet === 'player' || bet === 'banker')) return stake;
  return 0;
}
