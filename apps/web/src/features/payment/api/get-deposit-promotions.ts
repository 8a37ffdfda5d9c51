import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Promotion } from '@ug99/contract';
import { promotionRoutes } from '@ug99/contract';
import { callApi, CONTENT_STALE_MS, unwrap } from '@/shared/api/index.ts';

/**
 * GET /api/promotion/list, read by the deposit form for its promotion choice. The promotions feature reads
 * the same list under the same key (a web feature never imports another, tools/eslint/boundaries.js), so
 * the two share one cached answer.
 */
export const depositPromotionsQueryOptions = queryOptions({
  queryKey: ['promotions'],
  queryFn: async ({ signal }) => unwrap(await callApi(promotionRoutes.list, { signal })),
  staleTime: CONTENT_STALE_MS,
});

/** The promotions a deposit can carry: every listed one but cashback, which is not received by depositing. */
export function useDepositPromotions() {
  return useQuery({
    ...depositPromotionsQueryOptions,
    select: (list: Promotion[]) => list.filter((p) => p.type !== 'cashback'),
  });
}
