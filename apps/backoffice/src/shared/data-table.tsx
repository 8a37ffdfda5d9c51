import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { th } from '#bo/th.ts';
import { Button } from './ui.tsx';

export type { ColumnDef, PaginationState, SortingState };

/** The state of a list the server sends whole: one page holding every row. */
const WHOLE_LIST: PaginationState = { pageIndex: 0, pageSize: 10_000 };

export interface DataTableProps<Row> {
  /** The table's accessible name (its caption). */
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  /** How many rows the server has in all, for the page count. */
  total: number;
  pagination: PaginationState;
  onPaginationChange: OnChangeFn<PaginationState>;
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  loading?: boolean;
  getRowId?: (row: Row) => string;
  /** A list the server sends whole needs no pager (`WholeTable`). */
  pager?: boolean;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The one table of the back office. The data can be large, so paging and sorting are the server's
 * (issue 19 §3): the table only reports what the operator asked for, and the caller puts it in the
 * query. On a phone each row is drawn as a card, every cell under its column's name, so the actions
 * are in reach without scrolling sideways; it stays a table for assistive technology.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  total,
  pagination,
  onPaginationChange,
  sorting = [],
  onSortingChange,
  loading = false,
  getRowId,
  pager = true,
}: DataTableProps<Row>) {
  const pageCount = Math.max(1, Math.ceil(total / pagination.pageSize));
  // The table's functions are rebuilt on each render by design; nothing here is memoised by a compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableSorting: onSortingChange !== undefined,
    enableMultiSort: false,
    pageCount,
    state: { pagination, sorting },
    onPaginationChange,
    ...(onSortingChange ? { onSortingChange } : {}),
    ...(getRowId ? { getRowId } : {}),
  });

  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm sm:min-w-max" aria-busy={loading}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-left text-slate-600 max-sm:sr-only">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                      className="border-b border-slate-200 px-3 py-2 font-bold whitespace-nowrap"
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex min-h-9 items-center gap-1 hover:text-slate-900"
                        >
                          {label}
                          <span aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-600">
                  {loading ? th.table.loading : th.table.empty}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  className="border-b border-slate-100 last:border-0 hover:bg-slate-50 max-sm:block max-sm:py-2"
                >
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      data-label={
                        typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : ''
                      }
                      className="px-3 py-2 align-middle whitespace-nowrap max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-3 max-sm:py-1 max-sm:text-right max-sm:whitespace-normal max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:text-xs max-sm:before:font-bold max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]"
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pager ? (
        <nav
          aria-label={th.table.pager}
          className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-3 py-2 text-sm text-slate-600"
        >
          <span>{th.table.total(total)}</span>
          <div className="flex items-center gap-2">
            <Button
              tone="secondary"
              onClick={() => table.previousPage()}
              disabled={!table.getCanPreviousPage()}
            >
              {th.table.previous}
            </Button>
            <span aria-live="polite">{th.table.page(pagination.pageIndex + 1, pageCount)}</span>
            <Button tone="secondary" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
              {th.table.next}
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}

/**
 * A list the server sends whole (a member's last deposits, a report's days, the caps): every row on one
 * page, no pager, and no sorting (the server's order is the list's).
 */
export function WholeTable<Row>({
  caption,
  columns,
  rows,
  loading,
  getRowId,
}: Pick<DataTableProps<Row>, 'caption' | 'columns' | 'rows' | 'loading' | 'getRowId'>) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      total={rows.length}
      pagination={WHOLE_LIST}
      onPaginationChange={() => undefined}
      pager={false}
      loading={loading}
      getRowId={getRowId}
    />
  );
}
