import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameRoutes, isOk, type LobbyConfig } from '@ug99/contract';
import { callApi, CONTENT_STALE_MS, retryNetworkOnce } from '@/shared/api/index.ts';

/**
 * GET /api/lobby/configs (docs/rules/games.md#catalogue): which sections a lobby page shows, in order. Null
 * when the server knows no such lobby: /lobby/{name} then tries the name as a provider, and a page whose
 * lobby is missing falls back to its plain game grid, so no toast is shown for it.
 */
export async function getLobbyConfig(lobbyKey: string, signal?: AbortSignal): Promise<LobbyConfig | null> {
  const envelope = await callApi(gameRoutes.lobbyConfig, {
    query: { lobby_key: lobbyKey },
    signal,
    toastOnFail: false,
  });
  return isOk(envelope) ? envelope.data : null;
}

export const lobbyConfigQueryOptions = (lobbyKey: string) =>
  queryOptions({
    queryKey: ['game', 'lobby-config', lobbyKey],
    queryFn: ({ signal }) => getLobbyConfig(lobbyKey, signal),
    staleTime: CONTENT_STALE_MS,
    retry: retryNetworkOnce,
  });

export function useLobbyConfig(lobbyKey: string) {
  return useQuery(lobbyConfigQueryOptions(lobbyKey));
}
