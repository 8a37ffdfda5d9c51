import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletRoutes } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { MEMBER_QUERY_KEY } from '@/shared/session/index.ts';

/** POST /api/member/points: reads data.point (docs/rules/wallets.md#points), whole points. */
export async function getPoints(signal?: AbortSignal): Promise<number> {
  return unwrap(await callApi(walletRoutes.points, { signal })).point;
}

export const pointsQueryOptions = queryOptions({
  queryKey: [...MEMBER_QUERY_KEY, 'points'],
  queryFn: ({ signal }) => getPoints(signal),
});

export function usePoints() {
  return useQuery(pointsQueryOptions);
}
