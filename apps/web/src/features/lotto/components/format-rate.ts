import { formatNumber } from '@/shared/format/index.ts';

/** A rate per 1 baht as members read it: 900 → '900', 3.2 → '3.20'. */
export function formatRate(rate: number): string {
  return Number.isInteger(rate) ? formatNumber(rate) : rate.toFixed(2);
}
