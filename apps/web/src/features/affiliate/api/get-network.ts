import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { affiliateRoutes, AGENT_ID, type AffiliateNetwork } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { AFFILIATE_QUERY_KEY } from './keys.ts';

/** POST /api/affiliate/network: one page of the downline at a level, phones masked by the server. */
export async function getAffiliateNetwork(
  q: { page: number; level: 1 | 2 },
  signal?: AbortSignal,
): Promise<AffiliateNetwork> {
  return unwrap(
    await callApi(affiliateRoutes.network, {
      body: { ...q, agent_id: AGENT_ID },
      signal,
    }),
  );
}

export function useAffiliateNetwork(q: { page: number; level: 1 | 2 }) {
  return useQuery({
    queryKey: [...AFFILIATE_QUERY_KEY, 'network', q],
    queryFn: ({ signal }) => getAffiliateNetwork(q, signal),
    placeholderData: keepPreviousData,
  });
}
