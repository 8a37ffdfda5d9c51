/**
 * What a member types as an amount: digits with at most 2 decimals; thousands separators are allowed
 * because members copy amounts from elsewhere ("1,000"). Anything else is not an amount (null). The
 * value stays a decimal string until this point and the server converts it to satang exactly.
 */
export function parseBahtInput(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** An amount as the input shows it after a quick-amount tap: no separators, decimals only if needed. */
export function bahtInputValue(baht: number): string {
  return Number.isInteger(baht) ? String(baht) : baht.toFixed(2);
}
