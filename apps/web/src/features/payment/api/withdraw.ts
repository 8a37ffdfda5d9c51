import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isOk, withdrawRoutes, type Envelope, type Withdrawal, type WithdrawRequest } from '@ug99/contract';
import { callApi, retryNetworkOnce } from '@/shared/api/index.ts';
import { refreshMemberMoney } from '@/shared/session/wallets.ts';
import { PAYMENT_QUERY_KEY } from './keys.ts';

// Shared with the lotto bill: one request id per confirmed submission.
export { newRequestId } from '@/shared/api/request-id.ts';

/**
 * POST /api/member/withdraw: asks for a payout; the ledger holds the amount until an operator decides.
 * A refusal comes back as the envelope and is shown in the form, not toasted as well.
 */
export async function withdraw(request: WithdrawRequest): Promise<Envelope<Withdrawal>> {
  return callApi(withdrawRoutes.request, { body: request, toastOnFail: false });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    // A dropped connection may have lost the answer, not the request: the retry sends the same
    // variables, so the same request_id, and the server answers the withdrawal it already made.
    retry: retryNetworkOnce,
    // Also after a refusal: "one pending already" or "not enough" means this page's numbers were stale.
    onSettled: async (envelope) => {
      await queryClient.invalidateQueries({ queryKey: PAYMENT_QUERY_KEY });
      if (envelope && isOk(envelope)) await refreshMemberMoney(queryClient);
    },
  });
}
