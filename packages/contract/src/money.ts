import { z } from 'zod';

/**
 * Money crosses the API as baht (a JSON number with at most 2 decimals) and lives everywhere else as
 * integer satang. These two functions are the only place the two meet (docs/decisions/0002).
 */
export function satangToBaht(satang: bigint | number): number {
  const s = BigInt(satang);
  const sign = s < 0n ? '-' : '';
  const abs = s < 0n ? -s : s;
  return Number(`${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`);
}

/**
 * Below 2^45 baht a double still tells every satang apart, so rounding to 2 decimals recovers the amount
 * that was meant; far above any real balance, larger numbers are refused instead of silently shifted.
 */
export const MAX_CONVERTIBLE_BAHT = 10_000_000_000_000;

/** Parses through the decimal string, never through float multiplication (0.29 * 100 = 28.999...). */
export function bahtToSatang(baht: number): bigint {
  if (!Number.isFinite(baht)) throw new RangeError('amount must be finite');
  if (Math.abs(baht) > MAX_CONVERTIBLE_BAHT) throw new RangeError('amount is too large to convert exactly');
  const [whole = '0', frac = ''] = Math.abs(baht).toFixed(2).split('.');
  const satang = BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0'));
  return baht < 0 ? -satang : satang;
}

/** A baht amount as members type it: positive, at most 2 decimals (zod's multipleOf is float-safe). */
export const bahtAmount = z.number().positive().multipleOf(0.01);
