import { describe, expect, it } from 'vitest';
import { reachedThresholds } from './thresholds.ts';

// docs/rules/lotto.md#near-cap-alerts: 80, 90 and 100 % of a number's cap, each when first reached.

describe('near-cap thresholds', () => {
  const cap = 1_000_000n; // 10,000 ฿
  it('reports a threshold when the stakes reach it exactly, not a satang earlier', () => {
    expect(reachedThresholds(0n, 799_999n, cap)).toEqual([]);
    expect(reachedThresholds(0n, 800_000n, cap)).toEqual([80]);
    expect(reachedThresholds(800_000n, 899_999n, cap)).toEqual([]);
    expect(reachedThresholds(899_999n, 900_000n, cap)).toEqual([90]);
    expect(reachedThresholds(900_000n, 1_000_000n, cap)).toEqual([100]);
  });
  it('reports every threshold one move passes, and none past the cap or on the way down', () => {
    expect(reachedThresholds(0n, 1_200_000n, cap)).toEqual([80, 90, 100]);
    expect(reachedThresholds(850_000n, 950_000n, cap)).toEqual([90]);
    expect(reachedThresholds(1_000_000n, 1_100_000n, cap)).toEqual([]);
    expect(reachedThresholds(950_000n, 700_000n, cap)).toEqual([]);
  });
  it('reports nothing for a number without a cap', () => {
    expect(reachedThresholds(0n, 100n, 0n)).toEqual([]);
  });
});
