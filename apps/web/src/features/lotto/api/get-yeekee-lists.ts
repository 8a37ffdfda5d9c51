import { queryOptions, useQuery } from '@tanstack/react-query';
import { lottoRoutes } from '@ug99/contract';
import { callApi, retryNetworkOnce, unwrap } from '@/shared/api/index.ts';
import { LOTTO_QUERY_KEY } from './keys.ts';
import type { YeekeeFullList } from './yeekee-types.ts';

/**
 * GET /api/lotto/yeekee/lists: every shot of the round in order, with the server's result (public once the
 * round has closed). Fetched only when the member asks to check the result.
 */
export async function getYeekeeFullList(roundId: number, signal?: AbortSignal): Promise<YeekeeFullList> {
  return unwrap(await callApi(lottoRoutes.yeekeeFullList, { query: { round_id: roundId }, signal }));
}

export const yeekeeFullListQueryOptions = (roundId: number) =>
  queryOptions({
    queryKey: [...LOTTO_QUERY_KEY, 'yeekee', 'lists', roundId],
    queryFn: ({ signal }) => getYeekeeFullList(roundId, signal),
    retry: retryNetworkOnce,
  });

export function useYeekeeFullList(roundId: number, enabled: boolean) {
  return useQuery({ ...yeekeeFullListQueryOptions(roundId), enabled });
}
