import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CashbackKind, LossHistory, TurnoverHistory } from '@ug99/contract';
import { apiRequest, unwrap } from '@/shared/api/index.ts';
import { CASHBACK_QUERY_KEY } from './keys.ts';

type HistoryOf = { loss: LossHistory; turnover: TurnoverHistory };

/**
 * GET /api/cashback/loss/history or /api/cashback/turnover/history: the member's periods, newest first,
 * with figures and state (docs/rules/cashback.md#states).
 */
export async function getHistory<K extends CashbackKind>(
  kind: K,
  page: number,
  signal?: AbortSignal,
): Promise<HistoryOf[K]> {
  return unwrap(await apiRequest<HistoryOf[K]>(`/api/cashback/${kind}/history`, { query: { page }, signal }));
}

export function historyQueryOptions<K extends CashbackKind>(kind: K, page: number) {
  return queryOptions({
    queryKey: [...CASHBACK_QUERY_KEY, kind, page],
    queryFn: ({ signal }) => getHistory(kind, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useHistory<K extends CashbackKind>(kind: K, page: number) {
  return useQuery(historyQueryOptions(kind, page));
}
