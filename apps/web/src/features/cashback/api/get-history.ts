import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { cashbackRoutes } from '@ug99/contract';
import type { CashbackKind, LossHistory, TurnoverHistory } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
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
  const envelope =
    kind === 'loss'
      ? await callApi(cashbackRoutes.lossHistory, { query: { page }, signal })
      : await callApi(cashbackRoutes.turnoverHistory, { query: { page }, signal });
  // The call of `kind` answers the history of `kind`; the conditional loses that pairing for the type.
  return unwrap<HistoryOf[CashbackKind]>(envelope) as HistoryOf[K];
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
