import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { lottoRoutes, type LottoBillStatus } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { LOTTO_BILLS_QUERY_KEY } from './keys.ts';
import type { LottoBillList } from './types.ts';

export interface BillFilters {
  page: number;
  status?: LottoBillStatus | undefined;
  category_id?: number | undefined;
  /** A Bangkok date, YYYY-MM-DD. */
  date?: string | undefined;
}

/** GET /api/lotto/bill/list: the member's bills, newest first, filtered and paged. */
export async function getBillList(filters: BillFilters, signal?: AbortSignal): Promise<LottoBillList> {
  return unwrap(await callApi(lottoRoutes.bills, { query: { ...filters }, signal }));
}

export function billListQueryOptions(filters: BillFilters) {
  return queryOptions({
    queryKey: [...LOTTO_BILLS_QUERY_KEY, 'list', filters],
    queryFn: ({ signal }) => getBillList(filters, signal),
    placeholderData: keepPreviousData,
    // A bill's status changes when its round is settled; coming back to the tab shows the news.
    refetchOnWindowFocus: 'always',
  });
}

export function useBillList(filters: BillFilters) {
  return useQuery(billListQueryOptions(filters));
}
