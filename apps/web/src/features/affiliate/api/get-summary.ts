import { useQuery } from '@tanstack/react-query';
import type { AffiliateSummary } from '@ug99/contract';
import { affiliateRoutes } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { AFFILIATE_QUERY_KEY } from './keys.ts';

/** GET /api/affiliate/summary: code, clicks, sign-ups, depositors, commission earned and available. */
export async function getAffiliateSummary(signal?: AbortSignal): Promise<AffiliateSummary> {
  return unwrap(await callApi(affiliateRoutes.summary, { signal }));
}

export function useAffiliateSummary() {
  return useQuery({
    queryKey: [...AFFILIATE_QUERY_KEY, 'summary'],
    queryFn: ({ signal }) => getAffiliateSummary(signal),
  });
}
