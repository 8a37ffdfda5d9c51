import type { StatementRow } from '@ug99/contract';
import { statementTh } from '../th.ts';
import { formatNumber, formatTHB, formatThaiDateTime } from '@/shared/format/index.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';

/** A true minus sign: a hyphen is easy to miss beside the baht sign. */
const MINUS = '\u2212';

/** '+฿100.00' / '−฿50.00' for money, '+25 พอยท์' for points: the sign always shows the direction. */
export function signedAmount(row: Pick<StatementRow, 'amount' | 'asset'>): string {
  const sign = row.amount < 0 ? MINUS : '+';
  const size = Math.abs(row.amount);
  return row.asset === 'POINT'
    ? `${sign}${statementTh.points(formatNumber(size))}`
    : `${sign}${formatTHB(size)}`;
}

function balanceAfter(row: StatementRow): string {
  return row.asset === 'POINT'
    ? statementTh.points(formatNumber(row.balance_after))
    : formatTHB(row.balance_after);
}

export function StatementRows({ rows }: { rows: StatementRow[] }) {
  return (
    <ol
      aria-label={statementTh.list}
      className="divide-y divide-ink-700 overflow-hidden rounded-2xl border border-ink-600 bg-ink-800"
    >
      {rows.map((row) => (
        <li key={row.id} className="flex items-start gap-3 px-4 py-3">
          <div className="min-w-0 flex-1">
            <p className="text-base font-bold text-white">{row.reason_label}</p>
            <p className="text-base text-muted tabular-nums">
              <time dateTime={row.created_at}>{formatThaiDateTime(row.created_at)}</time>
            </p>
            {(row.wallet_name || row.memo) && (
              <p className="truncate text-sm text-muted">
                {[row.wallet_name, row.memo].filter(Boolean).join(' · ')}
              </p>
            )}
          </div>
          <div className="shrink-0 text-right">
            <p
              className={`text-lg font-bold tabular-nums ${row.amount < 0 ? 'text-red-400' : 'text-emerald-400'}`}
            >
              {signedAmount(row)}
            </p>
            <p className="text-sm text-muted tabular-nums">
              {statementTh.balanceAfter} {balanceAfter(row)}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function StatementSkeleton() {
  return (
    <div aria-hidden="true" className="divide-y divide-ink-700 rounded-2xl border border-ink-600 bg-ink-800">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-start gap-3 px-4 py-3">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-28" />
            <Skeleton className="h-4 w-40" />
          </div>
          <div className="space-y-2">
            <Skeleton className="ml-auto h-5 w-24" />
            <Skeleton className="h-4 w-28" />
          </div>
        </div>
      ))}
    </div>
  );
}
