import { queryOptions, useQuery } from '@tanstack/react-query';
import { vipRoutes } from '@ug99/contract';
import type { VipStatus } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { MEMBER_QUERY_KEY } from '@/shared/session/index.ts';

/** GET /api/vip/status: the member's level, what it gives and how far the next one is (docs/rules/vip.md). */
export async function getVipStatus(signal?: AbortSignal): Promise<VipStatus> {
  return unwrap(await callApi(vipRoutes.status, { signal }));
}

export const vipStatusQueryOptions = queryOptions({
  queryKey: [...MEMBER_QUERY_KEY, 'vip'],
  queryFn: ({ signal }) => getVipStatus(signal),
});

export function useVipStatus() {
  return useQuery(vipStatusQueryOptions);
}
