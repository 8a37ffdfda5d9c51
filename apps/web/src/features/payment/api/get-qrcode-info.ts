import { queryOptions, useQuery } from '@tanstack/react-query';
import { ERRORS, isOk, paymentRoutes, type QrcodeInfo } from '@ug99/contract';
import { ApiError, callApi } from '@/shared/api/index.ts';
import { PAYMENT_QUERY_KEY } from './keys.ts';

export const intentQueryKey = [...PAYMENT_QUERY_KEY, 'intent'] as const;

/**
 * GET /api/payment/qrcode_info (docs/rules/payments.md#deposit-intents): the member's latest deposit intent,
 * so a member who left for the banking app and came back finds the same QR. Having none is an ordinary answer
 * (null), not an error to toast.
 */
export async function getQrcodeInfo(signal?: AbortSignal): Promise<QrcodeInfo | null> {
  const envelope = await callApi(paymentRoutes.qrcodeInfo, { signal, toastOnFail: false });
  if (isOk(envelope)) return envelope.data;
  if (envelope.error === ERRORS.DEPOSIT_NOT_FOUND.code) return null;
  throw new ApiError('business', envelope.message, 200, envelope.error);
}

export const intentQueryOptions = queryOptions({
  queryKey: intentQueryKey,
  queryFn: ({ signal }) => getQrcodeInfo(signal),
  // Always asked afresh when the page opens: the intent may have been paid or expired meanwhile.
  staleTime: 0,
});

export function useCurrentIntent() {
  return useQuery(intentQueryOptions);
}
