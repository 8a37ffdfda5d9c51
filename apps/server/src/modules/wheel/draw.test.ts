import { describe, expect, it } from 'vitest';
import { expectedPerSpin } from './draw.ts';

const segments = [
  { id: 'a', weight: 1, kind: 'credit', amount: 10_00n },
  { id: 'b', weight: 3, kind: 'points', amount: 50n },
  { id: 'c', weight: 6, kind: 'nothing', amount: 0n },
];

describe('the wheel report (docs/rules/wheel.md#report)', () => {
  it('computes the expected prize per spin per kind in exact hundredths', () => {
    // credit: 1/10 × 1,000 satang = 100 satang → 10,000 hundredths; points: 3/10 × 50 = 15 → 1,500.
    expect(expectedPerSpin(segments)).toEqual({ credit: 10_000n, points: 1_500n, spins: 0n });
  });
});
