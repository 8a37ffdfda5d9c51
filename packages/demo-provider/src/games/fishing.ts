import type { Rng } from '../fair/rng.ts';
import { mulDivFloor } from './integer.ts';

/**
 * Ocean Hunter: every shot costs the stake and hits at most one fish. The chances (per million shots)
 * and multipliers are fixed so that Σ chance × multiplier = 96% of the stake.
 */
export const FISH = [
  { id: 'miss', multiplier: 0, weight: 673_000 },
  { id: 'clownfish', multiplier: 2, weight: 230_000 },
  { id: 'puffer', multiplier: 3, weight: 60_000 },
  { id: 'turtle', multiplier: 5, weight: 24_000 },
  { id: 'shark', multiplier: 10, weight: 9_000 },
  { id: 'whale', multiplier: 20, weight: 3_000 },
  { id: 'golden-dragon', multiplier: 50, weight: 1_000 },
] as const;
export type FishId = (typeof FISH)[number]['id'];
export const FISH_WEIGHT_TOTAL = 1_000_000;

export function fishingRtp(): number {
  return FISH.reduce((n, f) => n + (f.weight / FISH_WEIGHT_TOTAL) * f.multiplier, 0);
}

export type Shot = { fish: FishId; multiplier: number };

/** What a shot returns in satang: the stake times the fish's whole multiplier (0 for a miss). */
export function fishingReturn(shot: Shot, stake: number): number {
  return mulDivFloor(stake, shot.multiplier, 1);
}

export function shoot(rng: Rng): Shot {
  const fish = FISH[rng.weighted(FISH.map((f) => f.weight))]!;
  return { fish: fish.id, multiplier: fish.multiplier };
}
