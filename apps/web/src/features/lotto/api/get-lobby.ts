import { queryOptions, useQuery } from '@tanstack/react-query';
import { lottoRoutes } from '@ug99/contract';
import { callApi, retryNetworkOnce, unwrap } from '@/shared/api/index.ts';
import { LOTTO_QUERY_KEY } from './keys.ts';
import type { LottoLobby } from './types.ts';

/** GET /api/lotto/lobby: each category with its open (or next) round. */
export async function getLottoLobby(signal?: AbortSignal): Promise<LottoLobby> {
  return unwrap(await callApi(lottoRoutes.lobby, { signal }));
}

export const lottoLobbyQueryOptions = queryOptions({
  queryKey: [...LOTTO_QUERY_KEY, 'lobby'],
  queryFn: ({ signal }) => getLottoLobby(signal),
  // Rounds open and close by the minute: a returning tab shows the current ones.
  staleTime: 30_000,
  refetchOnWindowFocus: 'always',
  retry: retryNetworkOnce,
});

export function useLottoLobby() {
  return useQuery(lottoLobbyQueryOptions);
}
