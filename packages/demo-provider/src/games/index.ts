import type { Rng, RoundSeed } from '../fair/rng.ts';
import { roundRng } from '../fair/rng.ts';
import { playBaccarat } from './baccarat.ts';
import { shoot } from './fishing.ts';
import { fixtureFor, playMatch } from './football.ts';
import { playSlot } from './slot.ts';

/** The built-in provider's games (catalogue ids shared with the operator's seed). */
export const GAME_IDS = [
  'slot-golden-reels',
  'baccarat-classic',
  'fishing-ocean-hunter',
  'football-virtual-league',
] as const;
export type GameId = (typeof GAME_IDS)[number];

export function isGameId(value: string): value is GameId {
  return (GAME_IDS as readonly string[]).includes(value);
}

const OUTCOMES = {
  'slot-golden-reels': (rng: Rng) => playSlot(rng),
  'baccarat-classic': (rng: Rng) => playBaccarat(rng),
  'fishing-ocean-hunter': (rng: Rng) => shoot(rng),
  'football-virtual-league': (rng: Rng, nonce: number) => {
    const { weights: _weights, ...match } = fixtureFor(nonce);
    return { match, ...playMatch(fixtureFor(nonce), rng) };
  },
} satisfies Record<GameId, (rng: Rng, nonce: number) => unknown>;
export type OutcomeOf<G extends GameId> = ReturnType<(typeof OUTCOMES)[G]>;

/**
 * A round's outcome from its seeds alone, before any stake: the same function serves play, the
 * simulation and `provider:verify`, so a verified round is the round that was paid.
 */
export function outcomeOf<G extends GameId>(game: G, seed: RoundSeed): OutcomeOf<G> {
  return OUTCOMES[game](roundRng(seed), seed.nonce) as OutcomeOf<G>;
}
