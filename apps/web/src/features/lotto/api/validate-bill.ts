import { useMutation } from '@tanstack/react-query';
import { lottoRoutes } from '@ug99/contract';
import type { Envelope, LottoBillValidateRequest, LottoValidatedBill } from '@ug99/contract';
import { callApi, retryNetworkOnce } from '@/shared/api/index.ts';

/**
 * POST /api/lotto/bill/validate: prices the bill (rate, potential win and state per line) without
 * placing it, and answers the wallets it may be paid from with their balances
 * (docs/rules/lotto.md#bill-wallet). A refusal is shown in the bill dialog's error box, not toasted as well.
 */
export async function validateBill(request: LottoBillValidateRequest): Promise<Envelope<LottoValidatedBill>> {
  return callApi(lottoRoutes.validateBill, {
    body: request,
    toastOnFail: false,
  });
}

export function useValidateBill() {
  return useMutation({ mutationFn: validateBill, retry: retryNetworkOnce });
}
