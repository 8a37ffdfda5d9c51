import { useState } from 'react';
import { Link } from 'react-router';
import { questsTh } from '../th.ts';
import { formatNumber, formatThaiDateTime } from '@/shared/format/index.ts';
import { Card } from '@/shared/ui/card.tsx';
import { Pagination } from '@/shared/ui/pagination.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { POINTS_HISTORY_PAGE_SIZE, usePointsBalance, usePointsHistory } from '../api/get-points.ts';

/** The member's points, how they are earned, and the movements on demand (docs/rules/points.md#history). */
export function PointsSummary() {
  const { data: balance } = usePointsBalance();
  const [open, setOpen] = useState(false);
  return (
    <Card title={questsTh.pointsTitle} intro={<p>{questsTh.pointsEarning}</p>}>
      <p className="text-3xl font-bold text-gold-300 tabular-nums" data-testid="points-balance">
        {balance === undefined ? '–' : questsTh.pointsBalance(formatNumber(balance))}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to="/redeem" className="btn btn-gold btn-compact">
          {questsTh.toShop}
        </Link>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="points-history"
          className="btn btn-compact border border-ink-500 bg-ink-700 text-white"
          onClick={() => setOpen((v) => !v)}
        >
          {open ? questsTh.hideHistory : questsTh.showHistory}
        </button>
      </div>
      {open && <PointsHistory />}
    </Card>
  );
}

function PointsHistory() {
  const [page, setPage] = useState(1);
  const { data, isPending } = usePointsHistory(page, true);
  const pages = data ? Math.max(1, Math.ceil(data.total / POINTS_HISTORY_PAGE_SIZE)) : 1;
  return (
    <section id="points-history" aria-label={questsTh.historyTitle} className="mt-4 space-y-3">
      {isPending ? (
        <Skeleton className="h-32" />
      ) : !data || data.rows.length === 0 ? (
        <p className="text-base text-muted">{questsTh.historyEmpty}</p>
      ) : (
        <>
          <ul className="divide-y divide-ink-600 rounded-xl border border-ink-600">
            {data.rows.map((row) => (
              <li key={row.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <div className="min-w-0">
                  <p className="truncate text-base text-white">{row.memo ?? row.reason_label}</p>
                  <p className="text-sm text-muted">{formatThaiDateTime(row.created_at)}</p>
                </div>
                <span
                  className={`shrink-0 font-bold tabular-nums ${row.points >= 0 ? 'text-green-400' : 'text-red-300'}`}
                >
                  {questsTh.historyPoints(`${row.points >= 0 ? '+' : ''}${formatNumber(row.points)}`)}
                </span>
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
