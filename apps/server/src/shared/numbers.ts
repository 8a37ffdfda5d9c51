/**
 * Rates are stored as integer hundredths (50% → 5000, 8× → 800) so rules never compute with floats;
 * only the API edge turns them into the plain numbers members read.
 */
export function fromHundredths(value: number): number {
  return value / 100;
}
