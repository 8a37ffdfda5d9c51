import { queryOptions, useQuery } from '@tanstack/react-query';
import { lottoRoutes } from '@ug99/contract';
import { callApi, retryNetworkOnce, unwrap } from '@/shared/api/index.ts';
import { useLottoStore } from '../store.ts';
import { LOTTO_QUERY_KEY } from './keys.ts';
import type { LottoTypeRate } from './types.ts';

/** GET /api/lotto/rate: the round's rate, minimum and maximum per bet type (kept as the store's billRate). */
export async function getLottoRate(roundId: number, signal?: AbortSignal): Promise<LottoTypeRate[]> {
  const rates = unwrap(await callApi(lottoRoutes.rate, { query: { round_id: roundId }, signal }));
  useLottoStore.getState().setBillRate(rates);
  return rates;
}

export const lottoRateQueryOptions = (roundId: number) =>
  queryOptions({
    queryKey: [...LOTTO_QUERY_KEY, 'rate', roundId],
    queryFn: ({ signal }) => getLottoRate(roundId, signal),
    retry: retryNetworkOnce,
  });

export function useLottoRate(roundId: number) {
  return useQuery(lottoRateQueryOptions(roundId));
}
