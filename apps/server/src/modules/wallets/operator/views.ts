import { satangToBaht } from '@ug99/contract';

/** "+6,000.00 บาท" as the requests' summaries show an amount. */
export function bahtSigned(satang: bigint): string {
  const text = satangToBaht(satang < 0n ? -satang : satang).toLocaleString('th-TH', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${satang < 0n ? '-' : '+'}${text} บาท`;
}
