import { useState } from 'react';
import type { PaginationState, SortingState } from '@tanstack/react-table';
import { BO_PAGE_SIZE_DEFAULT } from '@ug99/contract';

/** A page of a server-side list, as every back-office list call answers (contract `pageOf`). */
export type Page<T> = { total: number; page: number; page_size: number; items: T[] };

/** A list call's query: its own filters, with the table's page, size and `sort` (`field` or `-field`). */
export type ListParams<Q> = Omit<Partial<Q>, 'page' | 'page_size' | 'sort'> & {
  page: number;
  page_size: number;
  sort?: string | undefined;
};

/**
 * The paging and sorting state of one server-side table, and the query parameters the contract's list
 * calls take for it: `page` from 1, `page_size`, and `sort` as `field` or `-field` (descending).
 */
export function useServerTable(initialSort: SortingState = []) {
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: BO_PAGE_SIZE_DEFAULT,
  });
  const [sorting, setSorting] = useState<SortingState>(initialSort);
  const first = sorting[0];
  const sort = first ? `${first.desc ? '-' : ''}${first.id}` : undefined;
  return {
    pagination,
    sorting,
    onPaginationChange: setPagination,
    // A new order starts again from the first page.
    onSortingChange: (next: SortingState | ((old: SortingState) => SortingState)) => {
      setSorting(next);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    resetPage: () => setPagination((p) => ({ ...p, pageIndex: 0 })),
    params: { page: pagination.pageIndex + 1, page_size: pagination.pageSize, sort },
  };
}
