import type { DepositStatus, WithdrawalStatus } from '@ug99/contract';

type Status = DepositStatus | WithdrawalStatus;

/** Colour by outcome: waiting gold, money moved green, nothing moved grey or red. */
const TONES: Record<Status, string> = {
  pending: 'border-gold-500/60 bg-gold-500/15 text-gold-300',
  approved: 'border-gold-500/60 bg-gold-500/15 text-gold-300',
  sent: 'border-gold-500/60 bg-gold-500/15 text-gold-300',
  unknown: 'border-gold-500/60 bg-gold-500/15 text-gold-300',
  paid: 'border-emerald-500/60 bg-emerald-500/15 text-emerald-300',
  expired: 'border-ink-500 bg-ink-700 text-muted',
  cancelled: 'border-ink-500 bg-ink-700 text-muted',
  rejected: 'border-red-400/60 bg-red-700/25 text-red-100',
  failed: 'border-red-400/60 bg-red-700/25 text-red-100',
};

/** A deposit's or withdrawal's status with the Thai label the server sends (contract status labels). */
export function StatusBadge({ status, label }: { status: Status; label: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ${TONES[status]}`}
    >
      {label}
    </span>
  );
}
