import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT_ID, isOk, lottoRoutes, type Envelope } from '@ug99/contract';
import { callApi } from '@/shared/api/index.ts';
import { refreshMemberMoney } from '@/shared/session/wallets.ts';
import { LOTTO_BILLS_QUERY_KEY } from './keys.ts';
import type { LottoBillDetail } from './types.ts';

/** POST /api/lotto/bill/cancel: cancels a pending bill before its round's cancel_until; the stake comes back. */
export async function cancelBill(billId: number): Promise<Envelope<LottoBillDetail>> {
  return callApi(lottoRoutes.cancelBill, {
    body: { bill_id: billId, agent_id: AGENT_ID },
    toastOnFail: false,
  });
}

export function useCancelBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBill,
    // Also after a refusal: "too late" means the page's bill was stale.
    onSettled: async (envelope) => {
      await queryClient.invalidateQueries({ queryKey: LOTTO_BILLS_QUERY_KEY });
      if (envelope && isOk(envelope)) await refreshMemberMoney(queryClient);
    },
  });
}
