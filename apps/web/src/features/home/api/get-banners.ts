import { contentRoutes } from '@ug99/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_CODE, type Banner } from '@ug99/contract';
import { callApi, CONTENT_STALE_MS, unwrap } from '@/shared/api/index.ts';

/** GET /api/banner for the site's fixed agent code (docs/rules/member-site.md#site-identity). */
export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  return unwrap(await callApi(contentRoutes.banners, { query: { agent_code: AGENT_CODE }, signal }));
}

export const bannersQueryOptions = queryOptions({
  queryKey: ['banners', AGENT_CODE],
  queryFn: ({ signal }) => getBanners(signal),
  staleTime: CONTENT_STALE_MS,
});

export function useBanners() {
  return useQuery(bannersQueryOptions);
}
