import type { Rng } from '../fair/rng.ts';
import { mulDivFloor } from './integer.ts';

/**
 * Fishing games: every shot costs the stake and hits at most one fish. A game is its table of
 * chances (per million shots) and whole multipliers; Σ chance × multiplier is its return to player.
 */
export type FishTable = readonly { id: string; multiplier: number; weight: number }[];

/** Ocean Hunter: frequent small fish, 96%. */
export const FISH = [
  { id: 'miss', multiplier: 0, weight: 673_000 },
  { id: 'clownfish', multiplier: 2, weight: 230_000 },
  { id: 'puffer', multiplier: 3, weight: 60_000 },
  { id: 'turtle', multiplier: 5, weight: 24_000 },
  { id: 'shark', multiplier: 10, weight: 9_000 },
  { id: 'whale', multiplier: 20, weight: 3_000 },
  { id: 'golden-dragon', multiplier: 50, weight: 1_000 },
] as const;

/**
 * Dragon Reef: fewer hits and bigger fish (a ×300 kraken once in 5,000 shots), also 96%:
 * 0.36 + 0.24 + 0.12 + 0.06 × 4.
 */
export const REEF_FISH = [
  { id: 'miss', multiplier: 0, weight: 738_200 },
  { id: 'reef-crab', multiplier: 2, weight: 180_000 },
  { id: 'squid', multiplier: 4, weight: 60_000 },
  { id: 'manta-ray', multiplier: 8, weight: 15_000 },
  { id: 'swordfish', multiplier: 15, weight: 4_000 },
  { id: 'octopus', multiplier: 30, weight: 2_000 },
  { id: 'sea-dragon', multiplier: 100, weight: 600 },
  { id: 'kraken', multiplier: 300, weight: 200 },
] as const;

export type FishId = (typeof FISH)[number]['id'] | (typeof REEF_FISH)[number]['id'];
export const FISH_WEIGHT_TOTAL = 1_000_000;

export function fishingRtp(table: FishTable = FISH): number {
  return table.reduce((n, f) => n + (f.weight / FISH_WEIGHT_TOTAL) * f.multiplier, 0);
}

export type Shot = { fish: FishId; multiplier: number };

/** What a shot returns in satang: the stake times the fish's whole multiplier (0 for a miss). */
export function fishingReturn(shot: Shot, stake: number): number {
  return mulDivFloor(stake, shot.multiplier, 1);
}

export function shoot(rng: Rng, table: FishTable = FISH): Shot {
  const fish = table[rng.weighted(table.map((f) => f.weight))]!;
  return { fish: fish.id as FishId, multiplier: fish.multiplier };
}
