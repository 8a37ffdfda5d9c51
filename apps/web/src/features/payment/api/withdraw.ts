import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isOk, type Envelope, type Withdrawal, type WithdrawRequest } from '@ug99/contract';
import { apiRequest, retryNetworkOnce } from '@/shared/api/index.ts';
import { refreshMemberMoney } from '@/shared/session/wallets.ts';
import { PAYMENT_QUERY_KEY } from './keys.ts';

/**
 * A random (version 4) UUID for `request_id`. Made from `crypto.getRandomValues`, which every browser
 * has on any page, because `crypto.randomUUID` exists only on https and localhost and the site must
 * also work over plain http on a LAN address.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * POST /api/member/withdraw: asks for a payout; the ledger holds the amount until an operator decides.
 * A refusal comes back as the envelope and is shown in the form, not toasted as well.
 */
export async function withdraw(request: WithdrawRequest): Promise<Envelope<Withdrawal>> {
  return apiRequest<Withdrawal>('/api/member/withdraw', {
    method: 'POST',
    body: request,
    toastOnFail: false,
  });
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
