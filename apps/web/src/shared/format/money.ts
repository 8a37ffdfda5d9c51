import { groupThousands, lazyFormat, roundDecimal, signOf, withinHandFormat } from './without-intl.ts';

const intlTHB = lazyFormat(
  () =>
    new Intl.NumberFormat('th-TH', {
      style: 'currency',
      currency: 'THB',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/**
 * The one THB formatter (architecture "Look and feel"): 1234.5 → '฿1,234.50', -50 → '-฿50.00'. Written
 * as Intl's th-TH currency format writes it, without starting Intl (without-intl.ts).
 */
export function formatTHB(baht: number): string {
  if (!withinHandFormat(baht)) return intlTHB().format(baht);
  const { whole, fraction } = roundDecimal(Math.abs(baht), 2, 2);
  return `${signOf(baht)}฿${groupThousands(whole)}.${fraction}`;
}
