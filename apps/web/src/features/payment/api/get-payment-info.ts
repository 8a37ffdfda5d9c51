import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentRoutes, type PaymentInfo } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { PAYMENT_QUERY_KEY } from './keys.ts';

/**
 * GET /api/payment/info (docs/rules/payments.md#channels): what a channel needs: steps, quick amounts, the
 * responsible-gaming note, and whether deposits are refused right now (cool-off, self-exclusion).
 */
export async function getPaymentInfo(channelId: number, signal?: AbortSignal): Promise<PaymentInfo> {
  return unwrap(await callApi(paymentRoutes.info, { query: { channel_id: channelId }, signal }));
}

export function paymentInfoQueryOptions(channelId: number) {
  return queryOptions({
    queryKey: [...PAYMENT_QUERY_KEY, 'info', channelId],
    queryFn: ({ signal }) => getPaymentInfo(channelId, signal),
  });
}

export function usePaymentInfo(channelId: number | undefined) {
  return useQuery({ ...paymentInfoQueryOptions(channelId ?? 0), enabled: channelId !== undefined });
}
