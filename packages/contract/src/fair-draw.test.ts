import { describe, expect, it } from 'vitest';
import { acceptWord, entryOfTicket, fairWeightedIndex, serverSeedHash } from './fair-draw.ts';

const seed = { serverSeed: '0f'.repeat(32), clientSeed: 'member-seed', nonce: 3 };

describe('the fair draw (docs/rules/wheel.md#the-draw)', () => {
  it('matches a fixed vector: the commitment and the segments of nonces 0..5 over six weights', async () => {
    // Written down once; the demo provider's tests show the same function equals node:crypto's HMAC
    // and its roundRng. A change to the derivation would break every spin already revealed.
    expect(await serverSeedHash(seed.serverSeed)).toBe(
      '9b68d49bb092f71292ad76ab8fb8750d710aae5af70e43b8ec0a901d048c0030',
    );
    const weights = [5, 20, 30, 10, 25, 10];
    const picks = [];
    for (let nonce = 0; nonce < 6; nonce++) picks.push(await fairWeightedIndex({ ...seed, nonce }, weights));
    expect(picks).toEqual([1, 5, 2, 2, 1, 1]);
  });

  it('is deterministic: the same seeds and nonce always give the same segment', async () => {
    const weights = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    const twice = async () => {
      const picks = [];
      for (let nonce = 0; nonce < 20; nonce++)
        picks.push(await fairWeightedIndex({ ...seed, nonce }, weights));
      return picks;
    };
    const first = await twice();
    expect(await twice()).toEqual(first);
    expect(new Set(first).size).toBeGreaterThan(1);
  });

  it('rejects the words of the short top range instead of folding them (no modulo bias)', () => {
    const n = 3;
    const limit = 2 ** 32 - (2 ** 32 % n);
    expect(acceptWord(limit, n)).toBeUndefined();
    expect(acceptWord(2 ** 32 - 1, n)).toBeUndefined();
    expect(acceptWord(limit - 1, n)).toBe((limit - 1) % n);
    expect(acceptWord(7, 1)).toBe(0);
    expect(() => acceptWord(0, 0)).toThrow(RangeError);
  });

  it('maps tickets to the entry whose cumulative range holds them and refuses bad weights', () => {
    expect([0, 1, 3, 4, 9].map((t) => entryOfTicket([1, 3, 6], t))).toEqual([0, 1, 1, 2, 2]);
    expect(() => entryOfTicket([1, 3, 6], 10)).toThrow(RangeError);
    expect(() => entryOfTicket([1, -1], 0)).toThrow(RangeError);
    expect(() => entryOfTicket([1.5, 2], 0)).toThrow(RangeError);
    // A zero weight is never drawn.
    expect([0, 1].map((t) => entryOfTicket([0, 2], t))).toEqual([1, 1]);
  });

  it('over 10,000 nonces of a fixed seed, lands on each segment as often as its weight says (chi-square)', async () => {
    const weights = [1, 4, 10, 15, 30, 40];
    const total = 100;
    const counts = weights.map(() => 0);
    const fixed = { serverSeed: 'a5'.repeat(32), clientSeed: 'chi-square' };
    for (let nonce = 0; nonce < 10_000; nonce++)
      counts[await fairWeightedIndex({ ...fixed, nonce }, weights)]!++;
    const chiSquare = weights.reduce((sum, w, i) => {
      const expected = (10_000 * w) / total;
      return sum + (counts[i]! - expected) ** 2 / expected;
    }, 0);
    // 5 degrees of freedom: P(χ² > 20.52) = 0.001. The seed is fixed, so the figure is the same every run.
    expect(chiSquare).toBeLessThan(20.52);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(10_000);
    expect(counts.every((c) => c > 0)).toBe(true);
  });
});
