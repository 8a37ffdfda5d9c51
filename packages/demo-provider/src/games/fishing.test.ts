import { describe, expect, it } from 'vitest';
import { newServerSeed, roundRng } from '../fair/rng.ts';
import { FISH, FISH_WEIGHT_TOTAL, fishingReturn, fishingRtp, REEF_FISH, shoot } from './fishing.ts';
import type { FishTable } from './fishing.ts';

describe('fishing hit table', () => {
  it('has chances that add up to exactly one shot', () => {
    expect(FISH.reduce((n, f) => n + f.weight, 0)).toBe(FISH_WEIGHT_TOTAL);
  });

  it('pays the stake times the fish’s multiplier in whole satang', () => {
    expect(fishingReturn({ fish: 'whale', multiplier: 20 }, 1_000)).toBe(20_000);
    expect(fishingReturn({ fish: 'miss', multiplier: 0 }, 1_000)).toBe(0);
  });

  it('is configured for a return to player of 96%', () => {
    expect(fishingRtp()).toBeCloseTo(0.96, 10);
  });

  it('returns close to 96% over 50,000 shots (smoke check)', () => {
    const serverSeed = newServerSeed();
    let paid = 0;
    for (let nonce = 0; nonce < 50_000; nonce++)
      paid += shoot(roundRng({ serverSeed, clientSeed: 'c', nonce })).multiplier;
    // Six standard errors of the mean (a shot's return spreads about 2.4 stakes).
    expect(Math.abs(paid / 50_000 - 0.96)).toBeLessThan(0.065);
  });
});

describe('Dragon Reef hit table', () => {
  it('has chances that add up to one shot, and a 96% return with fewer, bigger hits than Ocean Hunter', () => {
    expect(REEF_FISH.reduce((n, f) => n + f.weight, 0)).toBe(FISH_WEIGHT_TOTAL);
    expect(fishingRtp(REEF_FISH)).toBeCloseTo(0.96, 10);
    const missOf = (table: FishTable) => table.find((f) => f.id === 'miss')!.weight;
    expect(missOf(REEF_FISH)).toBeGreaterThan(missOf(FISH));
    expect(Math.max(...REEF_FISH.map((f) => f.multiplier))).toBe(300);
  });

  it('shoots from its own table, the same shot from the same seeds', () => {
    const seed = { serverSeed: newServerSeed(), clientSeed: 'c', nonce: 5 };
    expect(shoot(roundRng(seed), REEF_FISH)).toEqual(shoot(roundRng(seed), REEF_FISH));
    const ids = new Set<string>(REEF_FISH.map((f) => f.id));
    for (let nonce = 0; nonce < 2_000; nonce++)
      expect(ids.has(shoot(roundRng({ ...seed, nonce }), REEF_FISH).fish)).toBe(true);
  });
});
