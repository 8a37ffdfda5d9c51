import { describe, expect, it } from 'vitest';
import { MAX_CONVERTIBLE_BAHT, bahtAmount, bahtToSatang, satangToBaht } from './money.ts';

describe('bahtToSatang', () => {
  it('converts amounts whose float product is inexact (0.29 × 100 = 28.999…) to the exact satang', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(bahtToSatang(0.29)).toBe(29n);
    expect(bahtToSatang(1.15)).toBe(115n);
    expect(bahtToSatang(4.35)).toBe(435n);
  });

  it('keeps one-decimal and whole amounts exact', () => {
    expect(bahtToSatang(1234.5)).toBe(123450n);
    expect(bahtToSatang(200000)).toBe(20000000n);
    expect(bahtToSatang(0.01)).toBe(1n);
  });

  it('answers zero for zero and for negative zero', () => {
    expect(bahtToSatang(0)).toBe(0n);
    expect(bahtToSatang(-0)).toBe(0n);
  });

  it('keeps the sign of negative amounts', () => {
    expect(bahtToSatang(-0.29)).toBe(-29n);
    expect(bahtToSatang(-1234.5)).toBe(-123450n);
  });

  it('refuses amounts that are not finite', () => {
    expect(() => bahtToSatang(Number.NaN)).toThrow(RangeError);
    expect(() => bahtToSatang(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('refuses amounts too large for a double to hold every satang', () => {
    expect(bahtToSatang(MAX_CONVERTIBLE_BAHT)).toBe(BigInt(MAX_CONVERTIBLE_BAHT) * 100n);
    expect(bahtToSatang(9_999_999_999_999.99)).toBe(999_999_999_999_999n);
    expect(() => bahtToSatang(MAX_CONVERTIBLE_BAHT + 1)).toThrow(RangeError);
    expect(() => bahtToSatang(1e21)).toThrow(RangeError);
  });
});

describe('satangToBaht', () => {
  it('turns satang into baht with the decimals intact', () => {
    expect(satangToBaht(29n)).toBe(0.29);
    expect(satangToBaht(123450n)).toBe(1234.5);
    expect(satangToBaht(5n)).toBe(0.05);
    expect(satangToBaht(0n)).toBe(0);
  });

  it('accepts a plain integer number as well as a bigint', () => {
    expect(satangToBaht(2000)).toBe(20);
  });

  it('keeps the sign of negative amounts, including those under one baht', () => {
    expect(satangToBaht(-29n)).toBe(-0.29);
    expect(satangToBaht(-5n)).toBe(-0.05);
    expect(satangToBaht(-123450n)).toBe(-1234.5);
  });

  it('round-trips every amount from -10.00 to 10.00 baht', () => {
    for (let satang = -1000n; satang <= 1000n; satang++) {
      expect(bahtToSatang(satangToBaht(satang))).toBe(satang);
    }
  });
});

describe('bahtAmount', () => {
  it('accepts positive amounts with at most 2 decimals', () => {
    expect(bahtAmount.safeParse(0.29).success).toBe(true);
    expect(bahtAmount.safeParse(1234.5).success).toBe(true);
  });

  it('refuses zero, negatives and a third decimal', () => {
    expect(bahtAmount.safeParse(0).success).toBe(false);
    expect(bahtAmount.safeParse(-1).success).toBe(false);
    expect(bahtAmount.safeParse(1.005).success).toBe(false);
  });
});
