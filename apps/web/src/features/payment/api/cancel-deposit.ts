import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  isOk,
  paymentRoutes,
  type CancelDepositRequest,
  type Envelope,
  type InquiryStatus,
} from '@ug99/contract';
import { callApi } from '@/shared/api/index.ts';
import { intentQueryKey } from './get-qrcode-info.ts';
import { inquiryStatusQueryOptions } from './inquiry-status.ts';

/**
 * POST /api/member/payment/cancel: closes the member's own open intent so they can open another at
 * once. A refusal (it was paid meanwhile) is toasted by the client; either way the intent's status is
 * asked again, so the page shows what really happened.
 */
export async function cancelDeposit(request: CancelDepositRequest): Promise<Envelope<InquiryStatus>> {
  return callApi(paymentRoutes.cancel, { body: request });
}

export function useCancelDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDeposit,
    onSettled: async (envelope, _error, request) => {
      const statusKey = inquiryStatusQueryOptions(request.reference).queryKey;
      if (envelope && isOk(envelope)) queryClient.setQueryData(statusKey, envelope.data);
      else await queryClient.invalidateQueries({ queryKey: statusKey });
      await queryClient.invalidateQueries({ queryKey: intentQueryKey });
    },
  });
}
