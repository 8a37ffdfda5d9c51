import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { gameRoutes, UI, type CatalogueCategory, type GameListResult } from '@ug99/contract';
import { callApi, CONTENT_STALE_MS, retryNetworkOnce, unwrap } from '@/shared/api/index.ts';

export interface GameListParams {
  provider?: string;
  category?: CatalogueCategory;
  hot?: boolean;
}

/** GET /api/game/list (docs/rules/games.md#catalogue): provider, category, limit (default 60) and page. */
export async function getGameList(
  params: GameListParams & { page: number; limit?: number },
  signal?: AbortSignal,
): Promise<GameListResult> {
  const { hot, limit = UI.defaultGameListLimit, ...rest } = params;
  const query = { ...rest, limit, hot: hot === undefined ? undefined : (`${hot}` as const) };
  return unwrap(await callApi(gameRoutes.list, { query, signal }));
}

/** Every page of a listing, loaded one page at a time as the member asks for more. */
export const gameListInfiniteOptions = (params: GameListParams) =>
  infiniteQueryOptions({
    queryKey: ['game', 'list', params],
    queryFn: ({ pageParam, signal }) => getGameList({ ...params, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    staleTime: CONTENT_STALE_MS,
    retry: retryNetworkOnce,
  });

export function useGameListPages(params: GameListParams) {
  return useInfiniteQuery(gameListInfiniteOptions(params));
}

/** The hot games of the whole catalogue: one page is all a "hot" row shows. */
export const hotGamesQueryOptions = queryOptions({
  queryKey: ['game', 'list', { hot: true }, 'first-page'],
  queryFn: ({ signal }) => getGameList({ hot: true, page: 1 }, signal),
  staleTime: CONTENT_STALE_MS,
  retry: retryNetworkOnce,
});

export function useHotGames() {
  return useQuery(hotGamesQueryOptions);
}
