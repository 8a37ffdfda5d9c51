import { describe, expect, it } from 'vitest';
import { drawByWeight, expectedPerSpin } from './draw.ts';

const segments = [
  { id: 'a', weight: 1, kind: 'credit', amount: 10_00n },
  { id: 'b', weight: 3, kind: 'points', amount: 50n },
  { id: 'c', weight: 6, kind: 'nothing', amount: 0n },
];

describe('the wheel draw (docs/rules/wheel.md#the-draw)', () => {
  it('maps each ticket of [0, total weight) to the segment whose cumulative range holds it', () => {
    const at = (ticket: number) => drawByWeight(segments, () => ticket).id;
    expect([0, 1, 3, 4, 9].map(at)).toEqual(['a', 'b', 'b', 'c', 'c']);
  });

  it('asks the random source for a number below the total weight', () => {
    let asked = 0;
    drawByWeight(segments, (max) => {
      asked = max;
      return 0;
    });
    expect(asked).toBe(10);
  });

  it('refuses a ticket outside the range and a wheel without weight', () => {
    expect(() => drawByWeight(segments, () => 10)).toThrow();
    expect(() => drawByWeight([], () => 0)).toThrow();
  });

  it('draws with node:crypto close to the weights over many spins', () => {
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 20_000; i++) counts[drawByWeight(segments).id as 'a' | 'b' | 'c']++;
    // Expected 2,000 / 6,000 / 12,000; ±5 standard deviations is far beyond chance.
    expect(Math.abs(counts.a - 2_000)).toBeLessThan(5 * Math.sqrt(20_000 * 0.1 * 0.9));
    expect(Math.abs(counts.b - 6_000)).toBeLessThan(5 * Math.sqrt(20_000 * 0.3 * 0.7));
    expect(Math.abs(counts.c - 12_000)).toBeLessThan(5 * Math.sqrt(20_000 * 0.6 * 0.4));
  });

  it('computes the expected prize per spin per kind in exact hundredths', () => {
    // credit: 1/10 × 1,000 satang = 100 satang → 10,000 hundredths; points: 3/10 × 50 = 15 → 1,500.
    expect(expectedPerSpin(segments)).toEqual({ credit: 10_000n, points: 1_500n, spins: 0n });
  });
});
