import { queryOptions, useQuery } from '@tanstack/react-query';
import { lottoRoutes } from '@ug99/contract';
import { callApi, retryNetworkOnce, unwrap } from '@/shared/api/index.ts';
import { LOTTO_QUERY_KEY } from './keys.ts';
import type { LottoLimit } from './types.ts';

/** GET /api/lotto/limit: the round's closed numbers and those paid at a reduced rate. */
export async function getLottoLimit(roundId: number, signal?: AbortSignal): Promise<LottoLimit> {
  return unwrap(await callApi(lottoRoutes.limit, { query: { round_id: roundId }, signal }));
}

export const lottoLimitQueryOptions = (roundId: number) =>
  queryOptions({
    queryKey: [...LOTTO_QUERY_KEY, 'limit', roundId],
    queryFn: ({ signal }) => getLottoLimit(roundId, signal),
    staleTime: 30_000,
    retry: retryNetworkOnce,
  });

export function useLottoLimit(roundId: number) {
  return useQuery(lottoLimitQueryOptions(roundId));
}
