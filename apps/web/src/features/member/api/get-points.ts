import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointsResult } from '@ug99/contract';
import { apiRequest, unwrap } from '@/shared/api/index.ts';
import { MEMBER_QUERY_KEY } from '@/shared/session/index.ts';

/** POST /api/member/points: reads data.point (docs/rules/wallets.md#points), whole points. */
export async function getPoints(signal?: AbortSignal): Promise<number> {
  return unwrap(await apiRequest<PointsResult>('/api/member/points', { method: 'POST', signal })).point;
}

export const pointsQueryOptions = queryOptions({
  queryKey: [...MEMBER_QUERY_KEY, 'points'],
  queryFn: ({ signal }) => getPoints(signal),
});

export function usePoints() {
  return useQuery(pointsQueryOptions);
}
