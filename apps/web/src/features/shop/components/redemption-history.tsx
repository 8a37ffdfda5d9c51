import { useState } from 'react';
import { shopTh } from '../th.ts';
import { formatNumber, formatThaiDateTime, formatTHB } from '@/shared/format/index.ts';
import { Card } from '@/shared/ui/card.tsx';
import { Pagination } from '@/shared/ui/pagination.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { REDEMPTION_HISTORY_PAGE_SIZE, useRedemptionHistory } from '../api/get-history.ts';

/** The member's redemptions, newest first, with what each became (credit paid, item pending or sent). */
export function RedemptionHistory() {
  const [page, setPage] = useState(1);
  const { data, isPending } = useRedemptionHistory(page);
  const pages = data ? Math.max(1, Math.ceil(data.total / REDEMPTION_HISTORY_PAGE_SIZE)) : 1;
  return (
    <Card title={shopTh.historyTitle}>
      {isPending ? (
        <Skeleton className="h-24" />
      ) : !data || data.rows.length === 0 ? (
        <p className="text-base text-muted">{shopTh.historyEmpty}</p>
      ) : (
        <div className="space-y-3">
          <ul
            className="divide-y divide-ink-600 rounded-xl border border-ink-600"
            aria-label={shopTh.historyTitle}
          >
            {data.rows.map((row) => (
              <li key={row.id} className="flex items-center gap-3 px-3 py-2">
                <img
                  src={row.image}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  className="size-10 rounded-lg bg-ink-900"
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-base text-white">{row.item_name}</p>
                  <p className="text-sm text-muted tabular-nums">
                    {shopTh.historyLine(row.quantity, formatNumber(row.points_total))}
                    {row.credit_amount !== null && <> · {formatTHB(row.credit_amount)}</>}
                  </p>
                  <p className="text-sm text-muted">{formatThaiDateTime(row.created_at)}</p>
                </div>
                <span className="shrink-0 text-sm font-bold text-gold-300">{shopTh.status[row.status]}</span>
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={pages} onPage={setPage} />
        </div>
      )}
    </Card>
  );
}
