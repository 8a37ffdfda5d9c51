import { queryOptions, useQuery } from '@tanstack/react-query';
import { WITHDRAWAL_WAITING, withdrawRoutes } from '@ug99/contract';
import type { WithdrawList } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { PAYMENT_QUERY_KEY } from './keys.ts';

/**
 * GET /api/member/withdraw/list: what the withdraw page needs in one answer: the withdrawable balance
 * (held money excluded), the minimum, the member's bank accounts and their requests.
 */
export async function getWithdrawList(signal?: AbortSignal): Promise<WithdrawList> {
  return unwrap(await callApi(withdrawRoutes.list, { signal }));
}

export const withdrawListQueryOptions = queryOptions({
  queryKey: [...PAYMENT_QUERY_KEY, 'withdrawals'],
  queryFn: ({ signal }) => getWithdrawList(signal),
  // A request's status changes when the operator decides; coming back to the tab shows the news.
  refetchOnWindowFocus: 'always',
  // A request approved automatically is paid within moments (docs/PAYMENTS.md#payouts): while one
  // waits, the page asks again every few seconds so the member sees it arrive.
  refetchInterval: (query) =>
    query.state.data?.rows.some((r) => WITHDRAWAL_WAITING.includes(r.status)) ? WAITING_REFRESH_MS : false,
});

const WAITING_REFRESH_MS = 5_000;

export function useWithdrawList() {
  return useQuery(withdrawListQueryOptions);
}
