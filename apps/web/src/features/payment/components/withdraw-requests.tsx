import { WITHDRAWAL_WAITING } from '@ug99/contract';
import type { Withdrawal } from '@ug99/contract';
import { paymentTh } from '../th.ts';
import { formatTHB, formatThaiDateTime } from '@/shared/format/index.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { StatusBadge } from './status-badge.tsx';

type Step = { key: keyof typeof paymentTh.withdrawSteps; at: string };

/** The request's steps so far with their times: asked, approved, sent, then paid, failed or rejected. */
function stepsOf(row: Withdrawal): Step[] {
  const steps: (Step | null)[] = [
    { key: 'requested', at: row.created_at },
    row.decided_at && row.status !== 'rejected' && row.status !== 'pending'
      ? { key: 'approved', at: row.decided_at }
      : null,
    row.sent_at ? { key: 'sent', at: row.sent_at } : null,
    row.paid_at ? { key: 'paid', at: row.paid_at } : null,
    row.failed_at ? { key: 'failed', at: row.failed_at } : null,
    row.status === 'rejected' && row.decided_at ? { key: 'rejected', at: row.decided_at } : null,
  ];
  return steps.filter((s): s is Step => s !== null);
}

/**
 * The member's withdrawal requests, newest first, each with its Thai status, its steps with their times
 * and, while it waits, the usual time to be paid.
 */
export function WithdrawRequests({
  rows,
  expectedMinutes = null,
}: {
  rows: Withdrawal[];
  expectedMinutes?: number | null;
}) {
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
          <ol aria-label={paymentTh.stepsList} className="space-y-0.5 text-sm text-muted tabular-nums">
            {stepsOf(row).map((step) => (
              <li key={step.key}>
                {paymentTh.withdrawSteps[step.key]}{' '}
                <time dateTime={step.at}>{formatThaiDateTime(step.at)}</time>
              </li>
            ))}
          </ol>
          {expectedMinutes !== null && WITHDRAWAL_WAITING.includes(row.status) && (
            <p className="text-sm text-gold-300">{paymentTh.expectedWithin(expectedMinutes)}</p>
          )}
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
