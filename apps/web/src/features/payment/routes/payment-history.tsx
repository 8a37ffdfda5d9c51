import type { PaymentHistoryType } from '@ug99/contract';
import { useSearchParams } from 'react-router';
import { th } from '@/th.ts';
import { paymentTh } from '../th.ts';
import { Pagination } from '@/shared/ui/pagination.tsx';
import {
  PAYMENT_HISTORY_PAGE_SIZE,
  usePaymentHistory,
  type PaymentHistoryFilters,
} from '../api/get-payment-history.ts';
import { HistoryRows } from '../components/history-rows.tsx';
import { PaymentTabs } from '../components/payment-tabs.tsx';
import { RowsSkeleton } from '../components/withdraw-requests.tsx';

const KINDS: (PaymentHistoryType | undefined)[] = [undefined, 'deposit', 'withdraw'];

/** The address keeps the kind and page, so the back button and a shared link show the same list. */
function filtersFrom(params: URLSearchParams): PaymentHistoryFilters {
  const page = Number(params.get('page'));
  const type = KINDS.find((kind) => kind !== undefined && kind === params.get('type'));
  return { page: Number.isInteger(page) && page > 1 ? page : 1, type };
}

function searchOf({ page, type }: PaymentHistoryFilters): Record<string, string> {
  return { ...(type ? { type } : {}), ...(page > 1 ? { page: String(page) } : {}) };
}

/** /member/payment (payment layout, members only): deposits and withdrawals with their status. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const { data, isPending, isPlaceholderData, isFetching } = usePaymentHistory(filters);
  const pages = data ? Math.max(1, Math.ceil(data.total / PAYMENT_HISTORY_PAGE_SIZE)) : 1;
  const show = (next: PaymentHistoryFilters) => setParams(searchOf(next));

  return (
    <div className="space-y-5">
      <PaymentTabs />
      <div>
        <h1 className="text-2xl font-bold text-white">{paymentTh.historyHeading}</h1>
        <p className="text-base text-muted">{paymentTh.historyIntro}</p>
      </div>
      <div role="group" aria-label={paymentTh.historyFilter} className="flex gap-2">
        {KINDS.map((type) => (
          <button
            key={type ?? 'all'}
            type="button"
            aria-pressed={filters.type === type}
            onClick={() => show({ page: 1, type })}
            className={`btn btn-compact flex-1 border ${filters.type === type ? 'border-gold-400 bg-gold-500/15 text-gold-300' : 'border-ink-500 bg-ink-700 text-white'}`}
          >
            {paymentTh.kinds[type ?? 'all']}
          </button>
        ))}
      </div>
      <div
        aria-busy={isFetching || undefined}
        className={isPlaceholderData ? 'opacity-60 transition-opacity' : ''}
      >
        {isPending ? (
          <RowsSkeleton rows={6} />
        ) : data && data.rows.length > 0 ? (
          <div className="space-y-4">
            <HistoryRows rows={data.rows} />
            <Pagination page={filters.page} pages={pages} onPage={(page) => show({ ...filters, page })} />
          </div>
        ) : data ? (
          <div className="rounded-2xl border border-dashed border-ink-500 px-4 py-10 text-center">
            <p className="text-lg font-bold text-white">{paymentTh.historyEmpty}</p>
            <p className="text-base text-muted">{paymentTh.historyEmptyHint}</p>
          </div>
        ) : (
          <p
            role="alert"
            className="rounded-2xl border border-red-400/60 px-4 py-6 text-center text-base text-red-100"
          >
            {th.app.loadFailed}
          </p>
        )}
      </div>
    </div>
  );
}
