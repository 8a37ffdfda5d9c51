import { queryOptions, useQuery } from '@tanstack/react-query';
import { lottoRoutes } from '@ug99/contract';
import { callApi, retryNetworkOnce, unwrap } from '@/shared/api/index.ts';
import { LOTTO_QUERY_KEY } from './keys.ts';
import type { YeekeeList } from './yeekee-types.ts';

export const yeekeeListKey = (roundId: number) => [...LOTTO_QUERY_KEY, 'yeekee', 'list', roundId] as const;

/** GET /api/lotto/yeekee/list: the latest 50 shots (newest first), the running sum and count. */
export async function getYeekeeList(roundId: number, signal?: AbortSignal): Promise<YeekeeList> {
  return unwrap(await callApi(lottoRoutes.yeekeeList, { query: { round_id: roundId }, signal }));
}

export const yeekeeListQueryOptions = (roundId: number) =>
  queryOptions({
    queryKey: yeekeeListKey(roundId),
    queryFn: ({ signal }) => getYeekeeList(roundId, signal),
    // Loaded once; the live feed (yeekee-stream.ts) keeps it current from there, so a refetch would only
    // race the feed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: retryNetworkOnce,
  });

export function useYeekeeList(roundId: number) {
  return useQuery(yeekeeListQueryOptions(roundId));
}
