import type { PaymentHistoryRow } from '@ug99/contract';
import { paymentTh } from '../th.ts';
import { formatTHB, formatThaiDateTime } from '@/shared/format/index.ts';
import { StatusBadge } from './status-badge.tsx';

/** Deposits and withdrawals in one list: the kind and channel, the amount, the status and when. */
export function HistoryRows({ rows }: { rows: PaymentHistoryRow[] }) {
  return (
    <ol
      aria-label={paymentTh.historyList}
      className="divide-y divide-ink-700 overflow-hidden rounded-2xl border border-ink-600 bg-ink-800"
    >
      {rows.map((row) => (
        <li key={row.id} className="flex items-start gap-3 px-4 py-3">
          <div className="min-w-0 flex-1">
            <p className="text-base font-bold text-white">{row.type_label}</p>
            <p className="text-sm text-muted">{row.channel_label}</p>
            <p className="text-sm break-all text-muted">
              {row.type === 'deposit'
                ? `${paymentTh.reference} ${row.reference}`
                : paymentTh.requestNo(Number(row.reference))}
            </p>
            <p className="text-sm text-muted tabular-nums">
              <time dateTime={row.created_at}>{formatThaiDateTime(row.created_at)}</time>
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <p
              className={`text-lg font-bold tabular-nums ${row.type === 'deposit' ? 'text-emerald-400' : 'text-red-400'}`}
            >
              {formatTHB(row.amount)}
            </p>
            <StatusBadge status={row.status} label={row.status_label} />
          </div>
        </li>
      ))}
    </ol>
  );
}
