import { satangToBaht } from '@ug99/contract';
import type { BoMemberRow } from '@ug99/contract';
import type { Found } from './member-deps.ts';

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
export const baht = (s: bigint | null | undefined) =>
  s === null || s === undefined ? null : satangToBaht(s);

export function rowView(m: Omit<Found, 'birthDate' | 'lineId' | 'uplineMemberId'>): BoMemberRow {
  return {
    id: m.id,
    phone: m.phone,
    first_name: m.firstName,
    last_name: m.lastName,
    referral_code: m.referralCode,
    bank_account_no: m.bankAccountNo,
    locked: m.lockedAt !== null,
    created_at: m.createdAt.toISOString(),
  };
}

export const lockView = (m: { lockedAt: Date | null; lockReason: string | null }) => ({
  locked: m.lockedAt !== null,
  locked_at: iso(m.lockedAt),
  lock_reason: m.lockReason,
});
