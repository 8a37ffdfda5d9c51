import type { BoMemberRow } from '@ug99/contract';
import type { OperatorMember } from './context.ts';

/** A member as the members screen lists them (docs/BACKOFFICE.md#members). */
export function memberRowView(
  m: Omit<OperatorMember, 'birthDate' | 'lineId' | 'uplineMemberId'>,
): BoMemberRow {
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
  locked_at: m.lockedAt ? m.lockedAt.toISOString() : null,
  lock_reason: m.lockReason,
});
