import { satangToBaht } from '@ug99/contract';

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
export const baht = (s: bigint | null | undefined) =>
  s === null || s === undefined ? null : satangToBaht(s);
