import type { AffiliateSummary } from '@ug99/contract';
import { affiliateTh } from '../th.ts';
import { formatNumber, formatTHB } from '@/shared/format/index.ts';

/** One term and its value; a direct child of the <dl>, as a definition list requires (axe `definition-list`). */
function Figure({
  label,
  value,
  gold = false,
  className = '',
}: {
  label: string;
  value: string;
  gold?: boolean;
  className?: string;
}) {
  return (
    <div className={`rounded-xl border border-ink-600 bg-ink-800 p-3 ${className}`}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={`text-xl font-bold tabular-nums ${gold ? 'text-gold-400' : 'text-white'}`}>{value}</dd>
    </div>
  );
}

/** Clicks, sign-ups, depositors, commission earned and what can be redeemed now. */
export function SummaryCards({ summary }: { summary: AffiliateSummary }) {
  const people = (n: number) => affiliateTh.people(formatNumber(n));
  return (
    <section aria-labelledby="affiliate-summary" className="space-y-3">
      <h2 id="affiliate-summary" className="section-heading">
        {affiliateTh.summaryTitle}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label={affiliateTh.clicks} value={people(summary.clicks)} />
        <Figure label={affiliateTh.signUps} value={people(summary.sign_ups)} />
        <Figure label={affiliateTh.depositors} value={people(summary.depositors)} />
        <Figure label={affiliateTh.earned} value={formatTHB(summary.commission_earned)} />
        <Figure
          label={affiliateTh.available}
          value={formatTHB(summary.available)}
          gold
          className="col-span-2 sm:col-span-2"
        />
      </dl>
    </section>
  );
}
