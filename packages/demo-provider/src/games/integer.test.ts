import { describe, expect, it } from 'vitest';
import { divRound, mulDivFloor } from './integer.ts';

describe('whole-number payout arithmetic', () => {
  it('rounds a × b ÷ c down to a whole number, exactly', () => {
    expect(mulDivFloor(1_000, 195, 100)).toBe(1_950);
    expect(mulDivFloor(150, 195, 100)).toBe(292); // 292.5 satang: the half satang is not paid
    expect(mulDivFloor(2 ** 26, 2 ** 26, 3)).toBe(1_501_199_875_790_165);
  });

  it('rounds halves up in divRound', () => {
    expect(divRound(5, 2)).toBe(3);
    expect(divRound(7, 4)).toBe(2);
    expect(divRound(9, 4)).toBe(2);
  });

  it('refuses fractions, negatives and products past 2^53 instead of rounding them silently', () => {
    expect(() => mulDivFloor(1.5, 2, 1)).toThrow(RangeError);
    expect(() => mulDivFloor(-1, 2, 1)).toThrow(RangeError);
    expect(() => mulDivFloor(2 ** 30, 2 ** 30, 1)).toThrow(RangeError);
    expect(() => mulDivFloor(1, 1, 0)).toThrow(RangeError);
  });
});
