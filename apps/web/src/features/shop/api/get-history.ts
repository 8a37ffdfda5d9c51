import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shopRoutes } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { SHOP_QUERY_KEY } from './keys.ts';

export const REDEMPTION_HISTORY_PAGE_SIZE = 10;

/** GET /api/redemption/history: the member's redemptions, newest first. */
export function useRedemptionHistory(page: number) {
  return useQuery({
    queryKey: [...SHOP_QUERY_KEY, 'history', page],
    queryFn: async ({ signal }) =>
      unwrap(
        await callApi(shopRoutes.history, {
          query: { page, page_size: REDEMPTION_HISTORY_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
