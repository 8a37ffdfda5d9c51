/**
 * Whole-number arithmetic for payouts and odds: every amount is integer satang and every rate an
 * integer (hundredths, basis points), so no payout ever passes through a binary fraction.
 */

/**
 * ⌊a × b ÷ c⌋ for non-negative whole numbers whose product stays below 2^53. The remainder is taken
 * off before dividing, so the division is exact and the result is the true integer quotient.
 */
export function mulDivFloor(a: number, b: number, c: number): number {
  const product = a * b;
  const whole = [a, b, c, product].every(Number.isSafeInteger);
  if (!whole || a < 0 || b < 0 || c <= 0) {
    throw new RangeError(`mulDivFloor needs whole numbers within 2^53: ${a} × ${b} ÷ ${c}`);
  }
  return (product - (product % c)) / c;
}

/** a ÷ c rounded to the nearest whole number, halves up, for non-negative whole numbers. */
export function divRound(a: number, c: number): number {
  return mulDivFloor(2 * a + c, 1, 2 * c);
}
