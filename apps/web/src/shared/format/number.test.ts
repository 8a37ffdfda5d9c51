import { describe, expect, it } from 'vitest';
import { formatNumber } from './number.ts';

describe('formatNumber', () => {
  it('writes counts and points in the Thai locale with thousands separators', () => {
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-1500)).toBe('-1,500');
  });
});
