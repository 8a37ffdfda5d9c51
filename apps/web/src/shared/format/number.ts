const count = new Intl.NumberFormat('th-TH');

/** The one formatter of counts and points in Thai text: 12345 → '12,345'. Money uses formatTHB. */
export function formatNumber(value: number): string {
  return count.format(value);
}
