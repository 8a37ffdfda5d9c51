import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopRoutes, walletRoutes } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { POINTS_QUERY_KEY, SHOP_QUERY_KEY } from './keys.ts';

/** GET /api/redemption/list: items with price, stock, per-member limit and what the member redeemed. */
export const shopItemsQueryOptions = queryOptions({
  queryKey: [...SHOP_QUERY_KEY, 'items'],
  queryFn: async ({ signal }) => unwrap(await callApi(shopRoutes.items, { signal })),
});

export function useShopItems() {
  return useQuery(shopItemsQueryOptions);
}

/** POST /api/member/points: the balance the prices are compared with. */
export function usePoints() {
  return useQuery({
    queryKey: POINTS_QUERY_KEY,
    queryFn: async ({ signal }) => unwrap(await callApi(walletRoutes.points, { signal })).point,
  });
}
