import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isOk, paymentRoutes, type Envelope, type GenerateQrRequest, type QrcodeInfo } from '@ug99/contract';
import { callApi } from '@/shared/api/index.ts';
import { intentQueryKey } from './get-qrcode-info.ts';

/**
 * POST /api/payment/generate_qr (docs/rules/payments.md#deposit-intents): opens a deposit intent (a new one
 * cancels the member's previous one). A refusal (limits, cool-off) comes back as the envelope, shown beside
 * the amount the member can change, so it is not toasted as well.
 */
export async function generateQr(request: GenerateQrRequest): Promise<Envelope<QrcodeInfo>> {
  return callApi(paymentRoutes.generateQr, { body: request, toastOnFail: false });
}

export function useGenerateQr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateQr,
    onSuccess: (envelope) => {
      if (isOk(envelope)) queryClient.setQueryData(intentQueryKey, envelope.data);
    },
  });
}
