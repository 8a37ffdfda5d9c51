import { queryOptions, useQuery } from '@tanstack/react-query';
import { affiliateRoutes, AGENT_ID, type AffiliateConfig } from '@ug99/contract';
import { callApi, CONTENT_STALE_MS, unwrap } from '@/shared/api/index.ts';
import { AFFILIATE_CONFIG_QUERY_KEY } from './keys.ts';

/** GET /api/affiliate/v2/configs: rates in percent per level and category, and the minimum redemption. */
export async function getAffiliateConfig(signal?: AbortSignal): Promise<AffiliateConfig> {
  return unwrap(await callApi(affiliateRoutes.configs, { query: { agent_id: AGENT_ID }, signal }));
}

export function useAffiliateConfig() {
  return useQuery(
    queryOptions({
      queryKey: AFFILIATE_CONFIG_QUERY_KEY,
      queryFn: ({ signal }) => getAffiliateConfig(signal),
      staleTime: CONTENT_STALE_MS,
    }),
  );
}
