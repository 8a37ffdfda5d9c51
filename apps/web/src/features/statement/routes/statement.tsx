import { useSearchParams } from 'react-router';
import { th } from '@/th.ts';
import { statementTh } from '../th.ts';
import { formatNumber } from '@/shared/format/index.ts';
import { STATEMENT_PAGE_SIZE, useStatement, type StatementFilters } from '../api/get-statement.ts';
import { filtersFromSearch, searchFromFilters } from '../components/filters.ts';
import { Pagination } from '@/shared/ui/pagination.tsx';
import { StatementFiltersForm } from '../components/statement-filters-form.tsx';
import { StatementRows, StatementSkeleton } from '../components/statement-rows.tsx';

/** /member/statement: every movement of money and points, newest first, paged and filtered. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const { data, isPending, isError, isPlaceholderData, isFetching } = useStatement(filters);
  const show = (next: StatementFilters) => setParams(searchFromFilters(next));
  const pages = data ? Math.max(1, Math.ceil(data.total / STATEMENT_PAGE_SIZE)) : 1;
  // Filters with no key: the form remounts with the address, e.g. after the back button.
  const formKey = searchFromFilters({ ...filters, page: 1 }).toString();

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-white">{statementTh.heading}</h1>
        <p className="text-base text-muted">{statementTh.intro}</p>
      </div>
      <StatementFiltersForm key={formKey} filters={filters} onApply={show} />
      <div
        aria-busy={isFetching || undefined}
        className={isPlaceholderData ? 'opacity-60 transition-opacity' : ''}
      >
        {isPending ? (
          <StatementSkeleton />
        ) : isError && !data ? (
          <p
            role="alert"
            className="rounded-2xl border border-red-400/60 px-4 py-6 text-center text-base text-red-100"
          >
            {th.app.loadFailed}
          </p>
        ) : data && data.rows.length > 0 ? (
          <div className="space-y-4">
            <p className="text-base text-muted">{statementTh.total(formatNumber(data.total))}</p>
            <StatementRows rows={data.rows} />
            <Pagination page={filters.page} pages={pages} onPage={(page) => show({ ...filters, page })} />
          </div>
        ) : (
          <div className="rounded-2xl border border-dashed border-ink-500 px-4 py-10 text-center">
            <p className="text-lg font-bold text-white">{statementTh.empty}</p>
            <p className="text-base text-muted">{statementTh.emptyHint}</p>
          </div>
        )}
      </div>
    </div>
  );
}
