import { queryOptions, useQuery } from '@tanstack/react-query';
import { lottoRoutes } from '@ug99/contract';
import { callApi, retryNetworkOnce, unwrap } from '@/shared/api/index.ts';
import { LOTTO_QUERY_KEY } from './keys.ts';
import type { LottoResult } from './types.ts';

/** GET /api/lotto/result: one round's result (null until it has one). */
export async function getLottoResult(roundId: number, signal?: AbortSignal): Promise<LottoResult> {
  return unwrap(await callApi(lottoRoutes.result, { query: { round_id: roundId }, signal }));
}

export const lottoResultQueryOptions = (roundId: number) =>
  queryOptions({
    queryKey: [...LOTTO_QUERY_KEY, 'result', roundId],
    queryFn: ({ signal }) => getLottoResult(roundId, signal),
    retry: retryNetworkOnce,
  });

export function useLottoResult(roundId: number, enabled: boolean) {
  return useQuery({ ...lottoResultQueryOptions(roundId), enabled });
}
