import type { Withdrawal } from '@ug99/contract';
import { paymentTh } from '../th.ts';
import { formatTHB, formatThaiDateTime } from '@/shared/format/index.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The member's withdrawal requests, newest first, each with its Thai status. */
export function WithdrawRequests({ rows }: { rows: Withdrawal[] }) {
  if (rows.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-ink-500 px-4 py-8 text-center text-base text-muted">
        {paymentTh.noRequests}
      </p>
    );
  }
  return (
    <ol
      aria-label={paymentTh.requestsList}
      className="divide-y divide-ink-700 overflow-hidden rounded-2xl border border-ink-600 bg-ink-800"
    >
      {rows.map((row) => (
        <li key={row.id} className="space-y-1 px-4 py-3">
          <div className="flex items-center justify-between gap-3">
            <p className="text-lg font-bold text-white tabular-nums">{formatTHB(row.amount)}</p>
            <StatusBadge status={row.status} label={row.status_label} />
          </div>
          <p className="text-base text-muted">
            {paymentTh.requestNo(row.id)} · {row.bank_name} {row.account_no}
          </p>
          <p className="text-sm text-muted tabular-nums">
            <time dateTime={row.created_at}>{formatThaiDateTime(row.created_at)}</time>
          </p>
          {row.reject_reason && (
            <p className="text-base text-red-100">{paymentTh.rejectReason(row.reject_reason)}</p>
          )}
        </li>
      ))}
    </ol>
  );
}

export function RowsSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="divide-y divide-ink-700 rounded-2xl border border-ink-600 bg-ink-800">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="space-y-2 px-4 py-3">
          <div className="flex justify-between">
            <Skeleton className="h-6 w-28" />
            <Skeleton className="h-6 w-24 rounded-full" />
          </div>
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-4 w-36" />
        </div>
      ))}
    </div>
  );
}
