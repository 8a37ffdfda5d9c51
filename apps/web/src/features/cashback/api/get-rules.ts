import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CashbackRules } from '@ug99/contract';
import { cashbackRoutes } from '@ug99/contract';
import { callApi, CONTENT_STALE_MS, unwrap } from '@/shared/api/index.ts';
import { CASHBACK_RULES_QUERY_KEY } from './keys.ts';

/** GET /api/cashback/rules: rates, minimum, cap and claim window, for visitors too (docs/rules/cashback.md). */
export async function getCashbackRules(signal?: AbortSignal): Promise<CashbackRules> {
  return unwrap(await callApi(cashbackRoutes.rules, { signal }));
}

export function useCashbackRules() {
  return useQuery(
    queryOptions({
      queryKey: CASHBACK_RULES_QUERY_KEY,
      queryFn: ({ signal }) => getCashbackRules(signal),
      staleTime: CONTENT_STALE_MS,
    }),
  );
}
