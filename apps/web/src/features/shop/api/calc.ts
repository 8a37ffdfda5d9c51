import { useQuery } from '@tanstack/react-query';
import { shopRoutes } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { SHOP_QUERY_KEY } from './keys.ts';

/** POST /api/redemption/calc: the price of a quantity and whether it is possible now, with the reason. */
export function useRedemptionCalc(itemId: number, quantity: number, enabled: boolean) {
  return useQuery({
    queryKey: [...SHOP_QUERY_KEY, 'calc', itemId, quantity],
    queryFn: async ({ signal }) =>
      unwrap(
        await callApi(shopRoutes.calc, {
          body: { item_id: itemId, quantity },
          signal,
        }),
      ),
    enabled,
    // Always asked afresh when the dialog opens: points and stock move.
    staleTime: 0,
    gcTime: 0,
  });
}
