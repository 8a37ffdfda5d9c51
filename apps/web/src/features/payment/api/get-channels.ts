import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentRoutes, type PaymentChannel } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { PAYMENT_QUERY_KEY } from './keys.ts';

/**
 * GET /api/member/payment/channels (docs/rules/payments.md#channels): the enabled channels with their
 * accounts and limits.
 */
export async function getChannels(signal?: AbortSignal): Promise<PaymentChannel[]> {
  return unwrap(await callApi(paymentRoutes.channels, { signal }));
}

export const channelsQueryOptions = queryOptions({
  queryKey: [...PAYMENT_QUERY_KEY, 'channels'],
  queryFn: ({ signal }) => getChannels(signal),
  staleTime: 60_000,
});

export function useChannels() {
  return useQuery(channelsQueryOptions);
}
