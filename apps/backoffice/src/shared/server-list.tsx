import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useCallback, useState, type ReactNode } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { DataTable, WholeTable, type ColumnDef } from './data-table.tsx';
import { useServerTable, type Page } from './server-table.ts';
import { Alert, Button, PageHeader, Select } from './ui.tsx';

type TableParams = ReturnType<typeof useServerTable>['params'];

/**
 * One server-side list: its table state and the query for the page it shows, asked again whenever the
 * filters or the page change (the previous page stays drawn meanwhile).
 */
export function useServerList<Row, F extends object>(
  key: readonly unknown[],
  filters: F,
  fetch: (query: F & TableParams, signal: AbortSignal) => Promise<Page<Row>>,
  initialSort?: SortingState,
) {
  const table = useServerTable(initialSort);
  const query = useQuery({
    queryKey: [...key, filters, table.params],
    queryFn: ({ signal }) => fetch({ ...filters, ...table.params }, signal),
    placeholderData: keepPreviousData,
  });
  return { table, query };
}

export type ServerList<Row> = { table: ReturnType<typeof useServerTable>; query: UseQueryResult<Page<Row>> };

/**
 * A server-side list's table, with the reason it could not be loaded above it. `sortable={false}` for a
 * list the server keeps in one order (the audit log: newest first).
 */
export function ServerListTable<Row>({
  caption,
  columns,
  list,
  sortable = true,
  getRowId = (row) => String((row as { id: number | string }).id),
}: {
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  list: ServerList<Row>;
  sortable?: boolean;
  /** How the rows are told apart, for rows without an `id` (a number of a bet type). */
  getRowId?: (row: Row) => string;
}) {
  const { query, table } = list;
  return (
    <>
      {query.isError ? <Alert>{errorMessage(query.error)}</Alert> : null}
      <DataTable
        caption={caption}
        columns={columns}
        rows={query.data?.items ?? []}
        total={query.data?.total ?? 0}
        loading={query.isFetching}
        getRowId={getRowId}
        pagination={table.pagination}
        onPaginationChange={table.onPaginationChange}
        {...(sortable ? { sorting: table.sorting, onSortingChange: table.onSortingChange } : {})}
      />
    </>
  );
}

/** A short list the server sends whole (operators, sessions): one table, no pages, no server sorting. */
export function WholeListTable<Row extends { id: number | string }>({
  caption,
  columns,
  query,
}: {
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  query: UseQueryResult<{ items: Row[] }>;
}) {
  return (
    <>
      {query.isError ? <Alert>{errorMessage(query.error)}</Alert> : null}
      <WholeTable
        caption={caption}
        columns={columns}
        rows={query.data?.items ?? []}
        loading={query.isFetching}
        getRowId={(row) => String(row.id)}
      />
    </>
  );
}

/** A list's filter of one choice (a status): choosing another goes back to the first page. */
export function ListFilter<V extends string>({
  label,
  value,
  options,
  list,
  onChange,
  className = 'max-w-xs',
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  list: { table: { resetPage: () => void } };
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <Select
        label={label}
        value={value}
        options={options}
        onChange={(next) => {
          list.table.resetPage();
          onChange(next);
        }}
      />
    </div>
  );
}

/**
 * Which dialog of a page is open (and for which row), and what the last one did: said until the next
 * dialog opens. `close(message)` closes the dialog and shows the message, `close()` only closes it.
 */
export function usePageDialog<D>() {
  const [open, setOpen] = useState<D | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Stable, so a page's memoised columns can open a dialog.
  const show = useCallback((dialog: D) => {
    setNotice(null);
    setOpen(dialog);
  }, []);
  const close = useCallback((message?: string) => {
    setOpen(null);
    if (message) setNotice(message);
  }, []);
  return { open, notice, show, close };
}

/**
 * The back office's one list page (docs/BACKOFFICE.md#how-it-is-built): a heading with the add button
 * (for the roles that may add), what the last action did, the filters, the server's list and the open
 * dialog (`children`).
 */
export function ListPage<Row extends { id: number | string }>({
  title,
  add,
  notice,
  filters,
  columns,
  list,
  children,
}: {
  title: string;
  add: { label: string; onClick: () => void } | null;
  notice: string | null;
  filters: ReactNode;
  columns: ColumnDef<Row, unknown>[];
  list: ServerList<Row>;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title}>{add ? <Button onClick={add.onClick}>{add.label}</Button> : null}</PageHeader>
      {notice ? (
        <div className="mb-4">
          <Alert tone="success">{notice}</Alert>
        </div>
      ) : null}
      <div className="mb-4">{filters}</div>
      <ServerListTable caption={title} columns={columns} list={list} />
      {children}
    </>
  );
}
