import { describe, expect, it } from 'vitest';
import { bahtInputValue, parseBahtInput } from './amount.ts';

describe('parseBahtInput', () => {
  it('accepts whole baht, up to 2 decimals, and thousands separators', () => {
    expect(parseBahtInput('500')).toBe(500);
    expect(parseBahtInput('99.5')).toBe(99.5);
    expect(parseBahtInput('1,000.25')).toBe(1000.25);
    expect(parseBahtInput(' 300 ')).toBe(300);
  });

  it('refuses what is not an amount: empty, signs, letters and a third decimal', () => {
    for (const text of ['', '-100', '1e3', 'abc', '10.123', '.5', '12.']) {
      expect(parseBahtInput(text)).toBeNull();
    }
  });
});

describe('bahtInputValue', () => {
  it('writes quick amounts without separators so the field parses them back', () => {
    expect(bahtInputValue(1000)).toBe('1000');
    expect(bahtInputValue(250.5)).toBe('250.50');
  });
});
