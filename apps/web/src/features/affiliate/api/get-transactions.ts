import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AffiliateDaily, AffiliateTransactions } from '@ug99/contract';
import { affiliateRoutes } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { AFFILIATE_QUERY_KEY } from './keys.ts';

/** GET /api/affiliate/transactions: commission days and redemptions, newest first, paged. */
export async function getAffiliateTransactions(
  page: number,
  signal?: AbortSignal,
): Promise<AffiliateTransactions> {
  return unwrap(await callApi(affiliateRoutes.transactions, { query: { page }, signal }));
}

export function useAffiliateTransactions(page: number) {
  return useQuery({
    queryKey: [...AFFILIATE_QUERY_KEY, 'transactions', page],
    queryFn: ({ signal }) => getAffiliateTransactions(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/affiliate/v2/transactions: per Bangkok day, the last 30 days by default (the chart). */
export async function getAffiliateDaily(signal?: AbortSignal): Promise<AffiliateDaily> {
  return unwrap(await callApi(affiliateRoutes.daily, { signal }));
}

export function useAffiliateDaily() {
  return useQuery({
    queryKey: [...AFFILIATE_QUERY_KEY, 'daily'],
    queryFn: ({ signal }) => getAffiliateDaily(signal),
  });
}
