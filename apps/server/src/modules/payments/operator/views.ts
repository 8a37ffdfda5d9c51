import { satangToBaht } from '@ug99/contract';
import type { QueueFlagged, QueueWithdrawal } from '@ug99/contract';
import type { FlaggedRow, WithdrawalRow } from './rows.ts';

/**
 * Optimistic locking (docs/BACKOFFICE.md#queues): every item carries `version`, the time of its last change
 * (its decision, else its creation).
 */
export const versionOf = (row: { decidedAt: Date | null; createdAt: Date }) =>
  (row.decidedAt ?? row.createdAt).getTime();
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A withdrawal as the back office shows it (the queue, a member's page). */
export function withdrawalFields(
  w: WithdrawalRow['withdrawal'],
): Omit<QueueWithdrawal, 'phone' | 'member_name'> {
  return {
    id: w.id,
    member_id: w.memberId,
    amount: satangToBaht(w.amountSatang),
    bank_code: w.bankCode,
    account_no: w.accountNo,
    account_name: w.accountName,
    status: w.status,
    reject_reason: w.rejectReason,
    decided_by: w.decidedBy,
    decided_at: iso(w.decidedAt),
    created_at: w.createdAt.toISOString(),
    auto_reasons: w.autoReasons ?? [],
    payout_gateway: w.payoutGateway,
    sent_at: iso(w.sentAt),
    paid_at: iso(w.paidAt),
    failed_at: iso(w.failedAt),
    version: versionOf(w),
  };
}

export function withdrawalView(row: WithdrawalRow): QueueWithdrawal {
  return {
    ...withdrawalFields(row.withdrawal),
    phone: row.phone,
    member_name: `${row.firstName} ${row.lastName}`,
  };
}

export function flaggedView(row: FlaggedRow): QueueFlagged {
  const f = row.flagged;
  return {
    id: f.id,
    amount: satangToBaht(f.amountSatang),
    reference: f.reference,
    reason: f.reason,
    detail: f.detail,
    source: f.source,
    paid_at: f.paidAt.toISOString(),
    member_id: f.memberId,
    member_phone: row.memberPhone,
    status: f.status,
    credited_member_id: f.creditedMemberId,
    decided_by: f.decidedBy,
    decided_at: iso(f.decidedAt),
    decision_note: f.decisionNote,
    created_at: f.createdAt.toISOString(),
    version: versionOf(f),
  };
}
