import { CASHBACK_STATE_LABELS, type CashbackState } from '@ug99/contract';

/** Gold while it can still be claimed, green once claimed, grey when nothing more will happen. */
const TONES: Record<CashbackState, string> = {
  open: 'border-sky-500/60 bg-sky-500/10 text-sky-200',
  claimable: 'border-gold-500/60 bg-gold-500/15 text-gold-300',
  claimed: 'border-emerald-500/60 bg-emerald-500/15 text-emerald-300',
  expired: 'border-ink-500 bg-ink-700 text-muted',
  none: 'border-ink-500 bg-ink-700 text-muted',
};

export function StateBadge({ state }: { state: CashbackState }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ${TONES[state]}`}
    >
      {CASHBACK_STATE_LABELS[state]}
    </span>
  );
}
