import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameRoutes, type CatalogueCategory, type GameLobby } from '@ug99/contract';
import { callApi, CONTENT_STALE_MS, retryNetworkOnce, unwrap } from '@/shared/api/index.ts';

/**
 * GET /api/game/lobby (docs/rules/games.md#catalogue): a category's (or a provider's) providers and games in
 * lobby order.
 */
export async function getGameLobby(
  params: { category?: CatalogueCategory; provider?: string },
  signal?: AbortSignal,
): Promise<GameLobby> {
  return unwrap(await callApi(gameRoutes.lobby, { query: params, signal }));
}

export const gameLobbyQueryOptions = (params: { category?: CatalogueCategory; provider?: string }) =>
  queryOptions({
    queryKey: ['game', 'lobby', params],
    queryFn: ({ signal }) => getGameLobby(params, signal),
    staleTime: CONTENT_STALE_MS,
    retry: retryNetworkOnce,
  });

export function useGameLobby(params: { category?: CatalogueCategory; provider?: string }) {
  return useQuery(gameLobbyQueryOptions(params));
}
