import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paymentRoutes, type PaymentHistoryPage, type PaymentHistoryType } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { PAYMENT_QUERY_KEY } from './keys.ts';

export const PAYMENT_HISTORY_PAGE_SIZE = 20;

export interface PaymentHistoryFilters {
  page: number;
  type?: PaymentHistoryType | undefined;
}

/** GET /api/member/payment/history: the member's deposits and withdrawals with status, newest first. */
export async function getPaymentHistory(
  filters: PaymentHistoryFilters,
  signal?: AbortSignal,
): Promise<PaymentHistoryPage> {
  return unwrap(
    await callApi(paymentRoutes.history, {
      query: { ...filters, page_size: PAYMENT_HISTORY_PAGE_SIZE },
      signal,
    }),
  );
}

export function paymentHistoryQueryOptions(filters: PaymentHistoryFilters) {
  return queryOptions({
    queryKey: [...PAYMENT_QUERY_KEY, 'history', filters],
    queryFn: ({ signal }) => getPaymentHistory(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentHistory(filters: PaymentHistoryFilters) {
  return useQuery(paymentHistoryQueryOptions(filters));
}
