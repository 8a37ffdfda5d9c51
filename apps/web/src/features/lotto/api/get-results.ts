import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_ID, lottoRoutes } from '@ug99/contract';
import { callApi, retryNetworkOnce, unwrap } from '@/shared/api/index.ts';
import { useLottoStore } from '../store.ts';
import { LOTTO_QUERY_KEY } from './keys.ts';
import type { LottoResultList } from './types.ts';

export interface ResultFilters {
  /** A Bangkok date, YYYY-MM-DD; absent: the latest result of each category. */
  date?: string | undefined;
  category_id?: number | undefined;
}

/** GET /api/lotto/results: the rounds drawn that day (with agent_id), kept as the store's results. */
export async function getLottoResults(
  filters: ResultFilters,
  signal?: AbortSignal,
): Promise<LottoResultList> {
  const results = unwrap(
    await callApi(lottoRoutes.results, {
      query: { ...filters, agent_id: AGENT_ID },
      signal,
    }),
  );
  useLottoStore.getState().setResults(results);
  return results;
}

export function lottoResultsQueryOptions(filters: ResultFilters) {
  return queryOptions({
    queryKey: [...LOTTO_QUERY_KEY, 'results', filters],
    queryFn: ({ signal }) => getLottoResults(filters, signal),
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}

export function useLottoResults(filters: ResultFilters) {
  return useQuery(lottoResultsQueryOptions(filters));
}
