import { describe, expect, it } from 'vitest';
import {
  questAmountsProblem,
  wheelExpectedHundredths,
  wheelExpectedValue,
  wheelSegmentsProblem,
} from './engagement.ts';
import type { WheelFormSegment } from './engagement.ts';

const seg = (
  weight: number,
  prize_kind: WheelFormSegment['prize_kind'],
  prize_amount: number,
  enabled = true,
): WheelFormSegment => ({ weight, prize_kind, prize_amount, enabled });

describe("the wheel's expected value per spin", () => {
  it('weights each prize by its share of the total weight, per kind', () => {
    // Total weight 100: credit 10% × 50 ฿ + 20% × 5 ฿ = 6 ฿; points 30% × 100 = 30; spins 10% × 2 = 0.2.
    const segments = [
      seg(10, 'credit', 50),
      seg(20, 'credit', 5),
      seg(30, 'points', 100),
      seg(10, 'spins', 2),
      seg(30, 'nothing', 0),
    ];
    expect(wheelExpectedValue(segments)).toEqual({ credit_baht: 6, points: 30, spins: 0.2 });
  });

  it('rounds down in hundredths of the smallest unit and ignores switched-off segments', () => {
    // 1 satang on a third of the weight: 100 × 1 / 3 = 33 hundredths of a satang.
    expect(
      wheelExpectedHundredths([
        { weight: 1, kind: 'credit', amount: 1n },
        { weight: 2, kind: 'nothing', amount: 0n },
        { weight: 1_000, kind: 'credit', amount: 1_000_000n, enabled: false },
      ]),
    ).toEqual({ credit: 33n, points: 0n, spins: 0n });
    expect(wheelExpectedValue([seg(1, 'credit', 10, false), seg(1, 'nothing', 0)])).toEqual({
      credit_baht: 0,
      points: 0,
      spins: 0,
    });
  });

  it('is zero for an empty wheel rather than a division by zero', () => {
    expect(wheelExpectedValue([])).toEqual({ credit_baht: 0, points: 0, spins: 0 });
  });
});

describe('which wheels may be saved', () => {
  it('accepts positive whole weights and prizes with amounts', () => {
    expect(wheelSegmentsProblem([seg(1, 'credit', 0.5), seg(3, 'nothing', 0)])).toBeNull();
    // 0.29 × 100 is not exactly 29 in floating point; it is still 29 satang.
    expect(wheelSegmentsProblem([seg(1, 'credit', 0.29), seg(1, 'credit', 1.15)])).toBeNull();
    expect(wheelSegmentsProblem([seg(1, 'credit', 0.295), seg(1, 'nothing', 0)])).toMatch(/ทศนิยม/);
  });
  it('refuses a zero, fractional or huge weight, a prize worth nothing, and fewer than two segments on', () => {
    expect(wheelSegmentsProblem([seg(0, 'credit', 1), seg(1, 'nothing', 0)])).toMatch(/ช่องที่ 1: น้ำหนัก/);
    expect(wheelSegmentsProblem([seg(1.5, 'credit', 1), seg(1, 'nothing', 0)])).toMatch(/น้ำหนัก/);
    expect(wheelSegmentsProblem([seg(1, 'credit', 1), seg(2_000_000, 'nothing', 0)])).toMatch(/ช่องที่ 2/);
    expect(wheelSegmentsProblem([seg(1, 'points', 0), seg(1, 'nothing', 0)])).toMatch(/มากกว่า 0/);
    expect(wheelSegmentsProblem([seg(1, 'points', 1.5), seg(1, 'nothing', 0)])).toMatch(/จำนวนเต็ม/);
    expect(wheelSegmentsProblem([seg(1, 'credit', 1), seg(1, 'nothing', 0, false)])).toMatch(/อย่างน้อย 2/);
  });
});

describe("a quest's amounts", () => {
  it('takes baht targets for money metrics but whole counts, points and spins otherwise', () => {
    const base = { metric: 'deposit', target: 99.5, reward_kind: 'credit', reward_amount: 20.25 };
    expect(questAmountsProblem(base)).toBeNull();
    expect(questAmountsProblem({ ...base, metric: 'lotto_bills', target: 1.5 })).toMatch(/นับครั้ง/);
    expect(questAmountsProblem({ ...base, metric: 'lotto_bills', target: 2 })).toBeNull();
    expect(questAmountsProblem({ ...base, reward_kind: 'points', reward_amount: 1.5 })).toMatch(/รางวัล/);
  });
});
