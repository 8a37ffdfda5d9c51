import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pointsRoutes, walletRoutes } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { POINTS_HISTORY_QUERY_KEY, POINTS_QUERY_KEY } from './keys.ts';

export const POINTS_HISTORY_PAGE_SIZE = 10;

/**
 * POST /api/member/points: the balance, under the same key as the member panel's so one refresh
 * updates both (docs/rules/wallets.md#points).
 */
export const pointsBalanceQueryOptions = queryOptions({
  queryKey: POINTS_QUERY_KEY,
  queryFn: async ({ signal }) => unwrap(await callApi(walletRoutes.points, { signal })).point,
});

export function usePointsBalance() {
  return useQuery(pointsBalanceQueryOptions);
}

/** GET /api/member/points/history: the member's points movements, newest first. */
export function usePointsHistory(page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...POINTS_HISTORY_QUERY_KEY, page],
    queryFn: async ({ signal }) =>
      unwrap(
        await callApi(pointsRoutes.history, {
          query: { page, page_size: POINTS_HISTORY_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
