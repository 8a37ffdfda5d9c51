import { LOTTO_BILL_STATUS_LABELS, LOTTO_BILL_STATUSES, type LottoBillStatus } from '@ug99/contract';
import { useSearchParams } from 'react-router';
import { th } from '@/th.ts';
import { lottoTh } from '../th.ts';
import { roundTitleWithoutCategory } from '../round-title.ts';
import { formatNumber, formatThaiDateTime, formatTHB, todayInBangkok } from '@/shared/format/index.ts';
import { SelectField, ThaiDateField } from '@/shared/ui/form/index.ts';
import { Pagination } from '@/shared/ui/pagination.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useBillList, type BillFilters } from '../api/get-bill-list.ts';
import { BillDetailDialog } from '../components/bill-detail-dialog.tsx';
import { BillStatusBadge } from '../components/bill-status-badge.tsx';
import { CategoryOptions, dateParam, idParam } from '../components/category-options.tsx';
import { LottoNav } from '../components/lotto-nav.tsx';

const isStatus = (value: string | null): value is LottoBillStatus =>
  (LOTTO_BILL_STATUSES as readonly (string | null)[]).includes(value);

/**
 * /lotto/bills (members): the member's bills, newest first, filtered by status, category and day (each
 * filter applies as it changes and lives in the address); `?bill=ID` opens that bill's detail.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: BillFilters = {
    page: idParam(params.get('page')) ?? 1,
    status: isStatus(status) ? status : undefined,
    category_id: idParam(params.get('category_id')),
    date: dateParam(params.get('date')),
  };
  const { data, isPending, isError } = useBillList(filters);
  const openBill = idParam(params.get('bill')) ?? null;

  const setParam = (name: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== 'page' && name !== 'bill') next.delete('page');
      return next;
    });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <div className="space-y-4">
      <LottoNav />
      <div>
        <h1 className="text-2xl font-bold text-white">{lottoTh.billsHeading}</h1>
        <p className="text-base text-muted">{lottoTh.billsIntro}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={lottoTh.filterStatus}
          value={filters.status ?? ''}
          onChange={(e) => setParam('status', e.target.value || undefined)}
        >
          <option value="">{lottoTh.allStatuses}</option>
          {LOTTO_BILL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LOTTO_BILL_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={lottoTh.filterCategory}
          value={filters.category_id ?? ''}
          onChange={(e) => setParam('category_id', e.target.value || undefined)}
        >
          <CategoryOptions />
        </SelectField>
        <ThaiDateField
          label={lottoTh.filterDate}
          value={filters.date ?? ''}
          max={todayInBangkok()}
          clearable
          onChange={(value) => setParam('date', value || undefined)}
        />
      </div>
      {isPending ? (
        <div className="space-y-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-24 w-full rounded-2xl" />
          ))}
        </div>
      ) : isError && !data ? (
        <p
          role="alert"
          className="rounded-2xl border border-red-400/60 px-4 py-6 text-center text-base text-red-100"
        >
          {th.app.loadFailed}
        </p>
      ) : data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink-500 px-4 py-10 text-center text-lg text-white">
          {lottoTh.billsEmpty}
        </p>
      ) : (
        <div className="space-y-3">
          <ul className="space-y-2">
            {data.items.map((bill) => (
              <li key={bill.bill_id}>
                <button
                  type="button"
                  onClick={() => setParam('bill', String(bill.bill_id))}
                  aria-label={`${lottoTh.billNo(bill.bill_id)} ${lottoTh.detail}`}
                  className="flex w-full items-center gap-3 rounded-2xl border border-ink-600 bg-ink-800 p-3 text-left transition hover:border-gold-500/60"
                >
                  <img
                    src={bill.category.image}
                    alt=""
                    width={40}
                    height={28}
                    className="h-7 w-10 shrink-0 rounded object-cover"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-base font-bold text-white">
                      {lottoTh.billNo(bill.bill_id)} · {bill.category.name}
                    </span>
                    <span className="block truncate text-sm text-muted">
                      {roundTitleWithoutCategory(bill.round_title, bill.category.name)} ·{' '}
                      {lottoTh.billLines(formatNumber(bill.line_count))}
                    </span>
                    <span className="block text-sm text-muted">{formatThaiDateTime(bill.created_at)}</span>
                  </span>
                  <span className="shrink-0 space-y-1 text-right">
                    <BillStatusBadge status={bill.status} />
                    <span className="block text-base text-white tabular-nums">{formatTHB(bill.total)}</span>
                    {bill.discount > 0 && (
                      <span className="block text-sm text-muted tabular-nums">
                        {lottoTh.paid(formatTHB(bill.pay))}
                      </span>
                    )}
                    {bill.status === 'won' && (
                      <span className="block text-base font-bold text-emerald-300 tabular-nums">
                        +{formatTHB(bill.win_amount)}
                      </span>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <Pagination page={filters.page} pages={pages} onPage={(page) => setParam('page', String(page))} />
        </div>
      )}
      <BillDetailDialog billId={openBill} onClose={() => setParam('bill', undefined)} />
    </div>
  );
}
