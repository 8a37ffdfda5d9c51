import { LOTTO_BILL_STATUS_LABELS, type LottoBillStatus } from '@ug99/contract';

/** Waiting gold, won green, lost grey, money returned blue-grey. */
const TONES: Record<LottoBillStatus, string> = {
  pending: 'border-gold-500/60 bg-gold-500/15 text-gold-300',
  won: 'border-emerald-500/60 bg-emerald-500/15 text-emerald-300',
  lost: 'border-ink-500 bg-ink-700 text-muted',
  cancelled: 'border-ink-500 bg-ink-700 text-muted',
  refunded: 'border-sky-500/60 bg-sky-500/10 text-sky-200',
};

/** A bill's (or line's) status with the contract's Thai label. */
export function BillStatusBadge({ status }: { status: LottoBillStatus }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ${TONES[status]}`}
    >
      {LOTTO_BILL_STATUS_LABELS[status]}
    </span>
  );
}
