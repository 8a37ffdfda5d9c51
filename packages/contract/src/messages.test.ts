import { describe, expect, it } from 'vitest';
import { errorDetails, formatBaht } from './messages.ts';

describe('server messages', () => {
  it('formats baht in the Thai locale with two decimals and grouping', () => {
    expect(formatBaht(200000)).toBe('200,000.00');
    expect(formatBaht(20)).toBe('20.00');
    expect(formatBaht(1234.5)).toBe('1,234.50');
  });

  it('names the limit the member ran into', () => {
    expect(errorDetails.DEPOSIT_BELOW_MIN(20)).toBe('ฝากขั้นต่ำครั้งละ 20.00 บาท');
    expect(errorDetails.DEPOSIT_ABOVE_MAX(200000)).toBe('ฝากได้สูงสุดครั้งละ 200,000.00 บาท');
    expect(errorDetails.WITHDRAW_BELOW_MIN(100)).toBe('ถอนขั้นต่ำครั้งละ 100.00 บาท');
  });
});
