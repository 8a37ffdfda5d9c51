/**
 * The shared formats written without Intl (docs/decisions/0018-formatting-without-intl.md): the first Intl
 * object a page makes starts ICU, which took 50–120 ms of a 4× slowed phone CPU in one task on a first
 * load, for a few fixed formats in one locale. Intl stays the reference: same-as-intl.test.ts compares
 * them with it over every kind of input, and what they do not cover goes to Intl.
 */

/**
 * `abs` (finite, ≥ 0, under 1e15) rounded to at most `maxFraction` decimals half away from zero, as ICU
 * rounds: on the number's shortest decimal form (1.005 → 1.01), not its binary value. Fraction digits
 * are kept to at least `minFraction`. Answers the whole part's digits and the fraction's.
 */
export function roundDecimal(
  abs: number,
  minFraction: number,
  maxFraction: number,
): { whole: string; fraction: string } {
  const shortest = String(abs);
  // Below 1e-6 the shortest form is written with an exponent; all of those round to zero here.
  const [whole = '0', fraction = ''] = shortest.includes('e') ? ['0', ''] : shortest.split('.');
  let digits = BigInt(whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0'));
  if (Number(fraction[maxFraction] ?? '0') >= 5) digits += 1n;
  const text = digits.toString().padStart(maxFraction + 1, '0');
  let kept = text.slice(text.length - maxFraction);
  while (kept.length > minFraction && kept.endsWith('0')) kept = kept.slice(0, -1);
  return { whole: text.slice(0, text.length - maxFraction), fraction: kept };
}

/** '1234567' → '1,234,567': the Thai locale's grouping of a whole part. */
export function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Whether `value` is one the hand-written formats cover; others go to Intl. */
export const withinHandFormat = (value: number) => Number.isFinite(value) && Math.abs(value) < 1e15;

/** The sign Intl writes: '-' for negatives and negative zero, also when they round to zero. */
export const signOf = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/** An Intl formatter made on first use only, for the inputs the hand-written formats leave to it. */
export function lazyFormat<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
