import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameRoutes, type LastPlayedGame } from '@ug99/contract';
import { callApi, retryNetworkOnce, unwrap } from '@/shared/api/index.ts';
import { MEMBER_QUERY_KEY } from '@/shared/session/index.ts';

/** GET /api/game/last: this member's recently opened games, newest first (the lobby's "last" list). */
export async function getLastPlayed(signal?: AbortSignal): Promise<LastPlayedGame[]> {
  return unwrap(await callApi(gameRoutes.last, { signal }));
}

export const lastPlayedQueryOptions = queryOptions({
  queryKey: [...MEMBER_QUERY_KEY, 'game-last'],
  queryFn: ({ signal }) => getLastPlayed(signal),
  retry: retryNetworkOnce,
});

/** Members only: a visitor has no history, and the call would send them to /login. */
export function useLastPlayed(isLoggedIn: boolean) {
  return useQuery({ ...lastPlayedQueryOptions, enabled: isLoggedIn });
}
