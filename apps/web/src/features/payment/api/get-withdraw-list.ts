import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawList } from '@ug99/contract';
import { apiRequest, unwrap } from '@/shared/api/index.ts';
import { PAYMENT_QUERY_KEY } from './keys.ts';

/**
 * GET /api/member/withdraw/list: what the withdraw page needs in one answer: the withdrawable balance
 * (held money excluded), the minimum, the member's bank accounts and their requests.
 */
export async function getWithdrawList(signal?: AbortSignal): Promise<WithdrawList> {
  return unwrap(await apiRequest<WithdrawList>('/api/member/withdraw/list', { signal }));
}

export const withdrawListQueryOptions = queryOptions({
  queryKey: [...PAYMENT_QUERY_KEY, 'withdrawals'],
  queryFn: ({ signal }) => getWithdrawList(signal),
  // A request's status changes when the operator decides; coming back to the tab shows the news.
  refetchOnWindowFocus: 'always',
});

export function useWithdrawList() {
  return useQuery(withdrawListQueryOptions);
}
