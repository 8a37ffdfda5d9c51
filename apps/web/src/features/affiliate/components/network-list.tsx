import { useState } from 'react';
import { th } from '@/th.ts';
import { affiliateTh } from '../th.ts';
import { formatThaiDate, formatTHB } from '@/shared/format/index.ts';
import { Pagination } from '@/shared/ui/pagination.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useAffiliateNetwork } from '../api/get-network.ts';

const LEVELS = [1, 2] as const;

/** The downline by level, phones masked by the server, with this month's turnover and what each earned. */
export function NetworkList() {
  const [level, setLevel] = useState<1 | 2>(1);
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useAffiliateNetwork({ page, level });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <section aria-labelledby="affiliate-network" className="space-y-3">
      <h2 id="affiliate-network" className="section-heading">
        {affiliateTh.networkTitle}
      </h2>
      <div role="group" aria-label={affiliateTh.networkTitle} className="grid grid-cols-2 gap-2">
        {LEVELS.map((l) => (
          <button
            key={l}
            type="button"
            aria-pressed={level === l}
            onClick={() => {
              setLevel(l);
              setPage(1);
            }}
            className={`btn btn-compact border text-base ${level === l ? 'border-gold-400 bg-gold-500/15 text-gold-300' : 'border-ink-500 bg-ink-700 text-white'}`}
          >
            {affiliateTh.levelShort(l)}
          </button>
        ))}
      </div>
      <p className="text-sm text-muted">{affiliateTh.level(level)}</p>
      {isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : isError && !data ? (
        <p role="alert" className="text-base text-red-100">
          {th.app.loadFailed}
        </p>
      ) : data && data.items.length > 0 ? (
        <>
          <ul className="space-y-2">
            {data.items.map((d, i) => (
              <li
                key={`${d.phone}-${d.joined_at}-${i}`}
                className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl border border-ink-600 bg-ink-800 p-3 text-base"
              >
                <span className="font-mono text-white">{d.phone}</span>
                <span className="text-right text-sm text-muted">
                  {affiliateTh.joined} {formatThaiDate(d.joined_at)}
                </span>
                <span className="text-sm text-muted">{affiliateTh.turnoverMonth}</span>
                <span className="text-right tabular-nums text-ink-100">{formatTHB(d.turnover_month)}</span>
                <span className="text-sm text-muted">{affiliateTh.commissionFrom}</span>
                <span className="text-right font-bold tabular-nums text-gold-400">
                  {formatTHB(d.commission)}
                </span>
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={pages} onPage={setPage} />
        </>
      ) : (
        <p className="rounded-xl border border-dashed border-ink-500 px-4 py-6 text-center text-base text-muted">
          {affiliateTh.networkEmpty}
        </p>
      )}
    </section>
  );
}
