import { uiTh } from '@/shared/ui/th.ts';

const buttonClass =
  'btn btn-compact border border-ink-500 bg-ink-700 text-white disabled:cursor-not-allowed disabled:opacity-50';

/** Previous / next (statement and payment history) with "page X of Y"; hidden when everything fits on one page. */
export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={uiTh.pagination.label} className="flex items-center justify-between gap-3">
      <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {uiTh.pagination.previous}
      </button>
      <p className="text-base text-ink-100 tabular-nums" aria-current="page">
        {uiTh.pagination.pageOf(page, pages)}
      </p>
      <button type="button" className={buttonClass} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {uiTh.pagination.next}
      </button>
    </nav>
  );
}
