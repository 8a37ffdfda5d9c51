import { describe, expect, it } from 'vitest';
import { formatTHB } from './money.ts';

describe('formatTHB', () => {
  it('writes baht with the baht sign, thousands separators and exactly 2 decimals', () => {
    expect(formatTHB(1234.5)).toBe('฿1,234.50');
    expect(formatTHB(1_000_000)).toBe('฿1,000,000.00');
    expect(formatTHB(0)).toBe('฿0.00');
  });

  it('rounds to the satang rather than truncating', () => {
    expect(formatTHB(0.005)).toBe('฿0.01');
    expect(formatTHB(19.999)).toBe('฿20.00');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatTHB(-50)).toBe('-฿50.00');
  });
});
