import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ERRORS,
  isOk,
  lottoRoutes,
  type LottoBillCreated,
  type LottoBillCreateRequest,
  type LottoPricedBill,
} from '@ug99/contract';
import { callApi, retryNetworkOnce } from '@/shared/api/index.ts';
import { refreshMemberMoney } from '@/shared/session/wallets.ts';
import { LOTTO_BILLS_QUERY_KEY } from './keys.ts';

/** What create answers: the bill, a refusal, or rate_changed carrying the new pricing. */
export type CreateBillOutcome =
  | { kind: 'created'; bill: LottoBillCreated }
  | { kind: 'rate-changed'; pricing: LottoPricedBill; message: string }
  | { kind: 'refused'; code: number; message: string };

/**
 * POST /api/lotto/bill/create: places the bill and debits the main wallet. The server re-prices it;
 * when a rate or a number's state differs from the validated bill it refuses with LOTTO_RATE_CHANGED
 * and the new pricing in `data`, which the member must confirm (docs/LOTTO.md, "Pages").
 */
export async function createBill(request: LottoBillCreateRequest): Promise<CreateBillOutcome> {
  const envelope = await callApi(lottoRoutes.createBill, {
    body: request,
    toastOnFail: false,
  });
  if (isOk(envelope)) return { kind: 'created', bill: envelope.data };
  const data = (envelope as { data: unknown }).data as LottoPricedBill | null;
  if (envelope.error === ERRORS.LOTTO_RATE_CHANGED.code && data && Array.isArray(data.lines)) {
    return { kind: 'rate-changed', pricing: data, message: envelope.message };
  }
  return { kind: 'refused', code: envelope.error, message: envelope.message };
}

export function useCreateBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBill,
    // A dropped connection may have lost the answer, not the request: the retry sends the same
    // request_id, and the server answers the bill it already made.
    retry: retryNetworkOnce,
    onSettled: async (outcome) => {
      if (outcome?.kind !== 'created') return;
      await queryClient.invalidateQueries({ queryKey: LOTTO_BILLS_QUERY_KEY });
      await refreshMemberMoney(queryClient);
    },
  });
}
