import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentRoutes, type InquiryStatus } from '@ug99/contract';
import { ApiError, callApi, unwrap } from '@/shared/api/index.ts';
import { PAYMENT_QUERY_KEY } from './keys.ts';

/** How often a pending deposit asks whether the money arrived. */
export const INQUIRY_INTERVAL_MS = 3000;

/**
 * GET /api/payment/inquiry_status (docs/rules/payments.md#deposit-intents): pending, paid, expired or
 * cancelled.
 */
export async function getInquiryStatus(reference: string, signal?: AbortSignal): Promise<InquiryStatus> {
  return unwrap(await callApi(paymentRoutes.inquiryStatus, { query: { reference }, signal }));
}

export function inquiryStatusQueryOptions(reference: string) {
  return queryOptions({
    queryKey: [...PAYMENT_QUERY_KEY, 'status', reference],
    queryFn: ({ signal }) => getInquiryStatus(reference, signal),
    // Polls only while the answer can still change: paid, expired and cancelled are final, and a refusal
    // (the intent is not the member's) would only repeat its toast. A dropped connection keeps trying.
    refetchInterval: (query) => {
      const { data, error } = query.state;
      if (data) return data.status === 'pending' ? INQUIRY_INTERVAL_MS : false;
      return error instanceof ApiError && error.kind === 'business' ? false : INQUIRY_INTERVAL_MS;
    },
    // A member switching back from the banking app wants the answer at once.
    refetchOnWindowFocus: 'always',
  });
}

export function useInquiryStatus(reference: string, enabled: boolean) {
  return useQuery({ ...inquiryStatusQueryOptions(reference), enabled });
}
