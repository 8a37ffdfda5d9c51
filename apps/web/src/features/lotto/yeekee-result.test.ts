import { describe, expect, it } from 'vitest';
import { computeYeekeeResult } from './yeekee-result.ts';

const shotsOf = (numbers: number[]) =>
  numbers.map((n, i) => ({ seq: i + 1, number: String(n).padStart(5, '0') }));

describe('computeYeekeeResult', () => {
  it('gives no result with fewer than 20 shots', () => {
    expect(computeYeekeeResult([])).toBeNull();
    expect(computeYeekeeResult(shotsOf(Array.from({ length: 19 }, () => 12345)))).toBeNull();
  });

  it('with exactly 20 shots subtracts shot 5 (16th from the last) from the sum', () => {
    // Shots 1..20 numbered 1..20: sum 210, shot 5 is 5, R = 205.
    const result = computeYeekeeResult(shotsOf(Array.from({ length: 20 }, (_, i) => i + 1)));
    expect(result).toEqual({
      count: 20,
      sum: 210,
      subtractedSeq: 5,
      subtractedNumber: '00005',
      difference: 205,
      number: '00205',
      top3: '205',
      twoTop: '05',
      bottom2: '00',
    });
  });

  it('takes the sum modulo 100000 when it wraps past 100000, as 5 digits', () => {
    // 25 shots of 99999 and one of 12345: the 16th from the last of 26 is shot 11 (99999).
    const numbers = [...Array.from({ length: 25 }, () => 99_999), 12_345];
    const result = computeYeekeeResult(shotsOf(numbers))!;
    expect(result.sum).toBe(25 * 99_999 + 12_345);
    expect(result.subtractedSeq).toBe(11);
    // 24 × 99999 + 12345 = 2,412,321 → 12321.
    expect(result.difference).toBe(2_412_321);
    expect(result.number).toBe('12321');
    expect(result).toMatchObject({ top3: '321', twoTop: '21', bottom2: '12' });
  });

  it('orders the shots by seq, not by their place in the list', () => {
    const ordered = shotsOf(Array.from({ length: 21 }, (_, i) => (i + 1) * 1000));
    const result = computeYeekeeResult([...ordered].reverse())!;
    expect(result.subtractedSeq).toBe(6);
    expect(result.subtractedNumber).toBe('06000');
    expect(result.number).toBe(String((231_000 - 6000) % 100_000).padStart(5, '0'));
  });

  it('keeps leading zeros of a small remainder', () => {
    // 21 shots of 5000: 105000 − 5000 = 100000, whose remainder is 0, written 00000.
    expect(computeYeekeeResult(shotsOf(Array.from({ length: 21 }, () => 5000)))!.number).toBe('00000');
  });
});
