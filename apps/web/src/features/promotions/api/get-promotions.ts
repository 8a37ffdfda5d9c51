import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Promotion } from '@ug99/contract';
import { promotionRoutes } from '@ug99/contract';
import { callApi, CONTENT_STALE_MS, unwrap } from '@/shared/api/index.ts';

/** GET /api/promotion/list: the promotions members can receive. */
export async function getPromotions(signal?: AbortSignal): Promise<Promotion[]> {
  return unwrap(await callApi(promotionRoutes.list, { signal }));
}

export const promotionsQueryOptions = queryOptions({
  queryKey: ['promotions'],
  queryFn: ({ signal }) => getPromotions(signal),
  staleTime: CONTENT_STALE_MS,
});

export function usePromotions() {
  return useQuery(promotionsQueryOptions);
}
