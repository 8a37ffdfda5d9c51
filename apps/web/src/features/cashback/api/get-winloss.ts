import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { winlossRoutes, type WinlossReport } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { CASHBACK_QUERY_KEY } from './keys.ts';

/** Bangkok days, `YYYY-MM-DD`, both included; absent: the server's last 7 days. */
export interface WinlossRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** GET /api/member/winloss: turnover, wins and net per day and category (docs/rules/cashback.md). */
export async function getWinloss(range: WinlossRange, signal?: AbortSignal): Promise<WinlossReport> {
  return unwrap(await callApi(winlossRoutes.report, { query: { ...range }, signal }));
}

export function useWinloss(range: WinlossRange) {
  return useQuery(
    queryOptions({
      queryKey: [...CASHBACK_QUERY_KEY, 'winloss', range],
      queryFn: ({ signal }) => getWinloss(range, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
