import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_ID, lottoRoutes } from '@ug99/contract';
import { callApi, CONTENT_STALE_MS, retryNetworkOnce, unwrap } from '@/shared/api/index.ts';
import { LOTTO_QUERY_KEY } from './keys.ts';
import type { LottoCategoryRates } from './types.ts';

/** GET /api/lotto/rates: every category's rates (agent_id fixed at the site's agent). */
export async function getLottoRates(signal?: AbortSignal): Promise<LottoCategoryRates[]> {
  return unwrap(await callApi(lottoRoutes.rates, { query: { agent_id: AGENT_ID }, signal }));
}

export const lottoRatesQueryOptions = queryOptions({
  queryKey: [...LOTTO_QUERY_KEY, 'rates'],
  queryFn: ({ signal }) => getLottoRates(signal),
  staleTime: CONTENT_STALE_MS,
  retry: retryNetworkOnce,
});

export function useLottoRates() {
  return useQuery(lottoRatesQueryOptions);
}
