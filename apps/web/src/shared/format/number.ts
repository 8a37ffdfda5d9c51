import { groupThousands, lazyFormat, roundDecimal, signOf, withinHandFormat } from './without-intl.ts';

const intlCount = lazyFormat(() => new Intl.NumberFormat('th-TH'));

/**
 * The one formatter of counts and points in Thai text: 12345 → '12,345'. Money uses formatTHB. As Intl's
 * th-TH default writes it (at most 3 decimals), without starting Intl (without-intl.ts).
 */
export function formatNumber(value: number): string {
  if (!withinHandFormat(value)) return intlCount().format(value);
  const { whole, fraction } = roundDecimal(Math.abs(value), 0, 3);
  return `${signOf(value)}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}
