import { useId } from 'react';
import { toast } from 'sonner';
import {
  CASHBACK_CATEGORY_LABELS,
  isOk,
  type CashbackKind,
  type LossPeriod,
  type TurnoverPeriod,
} from '@ug99/contract';
import { cashbackTh } from '../th.ts';
import { formatThaiDateTime, formatTHB } from '@/shared/format/index.ts';
import { useClaimRebate } from '../api/claim.ts';
import { formatDay } from './format.ts';
import { StateBadge } from './state-badge.tsx';

const t = cashbackTh;

type Figure = { label: string; baht: number };

function titleOf(kind: CashbackKind, period: LossPeriod | TurnoverPeriod): string {
  if (period.state === 'open') return kind === 'loss' ? t.thisWeek : t.today;
  return kind === 'loss'
    ? t.week(formatDay(period.start_date), formatDay(period.end_date))
    : formatDay(period.period);
}

function figuresOf(kind: CashbackKind, period: LossPeriod | TurnoverPeriod): Figure[] {
  if (kind === 'loss') {
    const p = period as LossPeriod;
    return [
      { label: t.turnover, baht: p.turnover },
      { label: t.wins, baht: p.wins },
      { label: t.netLoss, baht: p.net_loss },
    ];
  }
  const p = period as TurnoverPeriod;
  return [
    ...p.categories.map((c) => ({
      label: `${t.turnover} ${CASHBACK_CATEGORY_LABELS[c.category]}`,
      baht: c.turnover,
    })),
    { label: t.turnover, baht: p.turnover },
  ];
}

function note(period: LossPeriod | TurnoverPeriod): string | null {
  switch (period.state) {
    case 'open':
      return t.claimableFrom(formatThaiDateTime(period.claimable_from));
    case 'claimable':
      return t.claimableUntil(formatThaiDateTime(period.claimable_until));
    case 'claimed':
      return period.claimed_at ? t.claimedAt(formatThaiDateTime(period.claimed_at)) : null;
    default:
      return null;
  }
}

/** One week or day: its figures from the server's kept totals, its state, and the claim button. */
export function PeriodCard({ kind, period }: { kind: CashbackKind; period: LossPeriod | TurnoverPeriod }) {
  const titleId = useId();
  const claim = useClaimRebate(kind);
  const onClaim = async () => {
    const envelope = await claim.mutateAsync(period.period);
    if (isOk(envelope)) toast.success(t.claimed(formatTHB(envelope.data.amount)));
  };
  const claimable = period.state === 'claimable';
  const remark = note(period);

  // A past period without play says so in one line, so the weeks that matter stay in view.
  if (period.turnover === 0 && period.state === 'none') {
    return (
      <article
        aria-labelledby={titleId}
        className="flex items-center justify-between gap-3 rounded-2xl border border-ink-600 bg-ink-800 px-4 py-2.5"
      >
        <h3 id={titleId} className="text-base text-ink-100">
          {titleOf(kind, period)}
        </h3>
        <StateBadge state={period.state} />
      </article>
    );
  }

  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-2xl border bg-ink-800 p-4 ${claimable ? 'border-gold-500/70' : 'border-ink-600'}`}
    >
      <div className="mb-3 flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg font-bold text-white">
          {titleOf(kind, period)}
        </h3>
        <StateBadge state={period.state} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-base">
        {figuresOf(kind, period).map((f) => (
          <div key={f.label} className="contents">
            <dt className="text-muted">{f.label}</dt>
            <dd className="text-right text-ink-100 tabular-nums">{formatTHB(f.baht)}</dd>
          </div>
        ))}
        <dt className="font-bold text-white">{period.state === 'open' ? t.estimate : t.rebate}</dt>
        <dd className="text-right text-lg font-bold text-gold-300 tabular-nums">
          {formatTHB(period.rebate)}
        </dd>
      </dl>
      {remark && <p className="mt-2 text-sm text-muted">{remark}</p>}
      {claimable && (
        <button
          type="button"
          className="btn btn-gold mt-3 w-full"
          disabled={claim.isPending}
          onClick={() => void onClaim()}
        >
          {claim.isPending ? t.claiming : t.claim}
        </button>
      )}
    </article>
  );
}
