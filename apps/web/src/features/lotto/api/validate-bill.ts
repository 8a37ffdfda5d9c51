import { useMutation } from '@tanstack/react-query';
import type { Envelope, LottoBillValidateRequest, LottoValidatedBill } from '@ug99/contract';
import { apiRequest, retryNetworkOnce } from '@/shared/api/index.ts';

/**
 * POST /api/lotto/bill/validate: prices the bill (rate, potential win and state per line) without
 * placing it, and answers the wallets it may be paid from with their balances
 * (docs/rules/lotto.md#bill-wallet). A refusal is shown in the bill dialog's error box, not toasted as well.
 */
export async function validateBill(request: LottoBillValidateRequest): Promise<Envelope<LottoValidatedBill>> {
  return apiRequest<LottoValidatedBill>('/api/lotto/bill/validate', {
    method: 'POST',
    body: request,
    toastOnFail: false,
  });
}

export function useValidateBill() {
  return useMutation({ mutationFn: validateBill, retry: retryNetworkOnce });
}
