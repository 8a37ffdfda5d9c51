import { useState } from 'react';
import { th } from '@/th.ts';
import { affiliateTh } from '../th.ts';
import { formatThaiDate, formatThaiDateTime, formatTHB } from '@/shared/format/index.ts';
import { Pagination } from '@/shared/ui/pagination.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useAffiliateTransactions } from '../api/get-transactions.ts';

/** Daily commission and redemptions, newest first. */
export function TransactionsList() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useAffiliateTransactions(page);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <section aria-labelledby="affiliate-transactions" className="space-y-3">
      <h2 id="affiliate-transactions" className="section-heading">
        {affiliateTh.transactionsTitle}
      </h2>
      {isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : isError && !data ? (
        <p role="alert" className="text-base text-red-100">
          {th.app.loadFailed}
        </p>
      ) : data && data.items.length > 0 ? (
        <>
          <ul className="space-y-2">
            {data.items.map((t, i) => (
              <li
                key={`${t.type}-${t.created_at}-${i}`}
                className="flex items-center justify-between gap-3 rounded-xl border border-ink-600 bg-ink-800 p-3"
              >
                <div className="min-w-0">
                  <p className="text-base text-white">{affiliateTh.transactionType[t.type]}</p>
                  <p className="text-sm text-muted">
                    {t.type === 'commission'
                      ? affiliateTh.forDay(formatThaiDate(t.date))
                      : formatThaiDateTime(t.created_at)}
                  </p>
                </div>
                <span
                  className={`shrink-0 text-lg font-bold tabular-nums ${t.type === 'commission' ? 'text-gold-400' : 'text-ink-100'}`}
                >
                  {t.type === 'commission' ? '+' : '−'}
                  {formatTHB(t.amount)}
                </span>
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={pages} onPage={setPage} />
        </>
      ) : (
        <p className="rounded-xl border border-dashed border-ink-500 px-4 py-6 text-center text-base text-muted">
          {affiliateTh.transactionsEmpty}
        </p>
      )}
    </section>
  );
}
