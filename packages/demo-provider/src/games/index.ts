import type { Rng, RoundSeed } from '../fair/rng.ts';
import { roundRng } from '../fair/rng.ts';
import { playBaccarat } from './baccarat.ts';
import { playDragonTiger } from './dragon-tiger.ts';
import { REEF_FISH, shoot } from './fishing.ts';
import { fixtureFor, playMatch } from './football.ts';
import { raceFor, runRace } from './horse-racing.ts';
import { rollDice } from './sicbo.ts';
import { playSlot } from './slot.ts';
import { FRUIT_FIESTA, TEMPLE_ELEPHANT } from './slot-themes.ts';

/** The built-in provider's games (catalogue ids shared with the operator's seed). */
export const GAME_IDS = [
  'slot-golden-reels',
  'baccarat-classic',
  'fishing-ocean-hunter',
  'football-virtual-league',
  'slot-fruit-fiesta',
  'slot-temple-elephant',
  'dragon-tiger-classic',
  'sicbo-classic',
  'fishing-dragon-reef',
  'racing-virtual-derby',
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
  'slot-fruit-fiesta': (rng: Rng) => playSlot(rng, FRUIT_FIESTA),
  'slot-temple-elephant': (rng: Rng) => playSlot(rng, TEMPLE_ELEPHANT),
  'dragon-tiger-classic': (rng: Rng) => playDragonTiger(rng),
  'sicbo-classic': (rng: Rng) => rollDice(rng),
  'fishing-dragon-reef': (rng: Rng) => shoot(rng, REEF_FISH),
  'racing-virtual-derby': (rng: Rng, nonce: number) => {
    const race = raceFor(nonce);
    return { race, ...runRace(race, rng) };
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
