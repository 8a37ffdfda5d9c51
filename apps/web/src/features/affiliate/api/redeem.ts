import { useMutation, useQueryClient } from '@tanstack/react-query';
import { affiliateRoutes, AGENT_ID, isOk, type Envelope } from '@ug99/contract';
import { callApi, retryNetworkOnce } from '@/shared/api/index.ts';
import { refreshMemberMoney } from '@/shared/session/wallets.ts';
import { AFFILIATE_QUERY_KEY } from './keys.ts';

export { newRequestId } from '@/shared/api/request-id.ts';

type Redeemed = { amount: number; available: number };

/** POST /api/affiliate/redeem: commission to the main wallet; a refusal is shown in the form. */
export async function redeem(request: { amount: number; request_id: string }): Promise<Envelope<Redeemed>> {
  return callApi(affiliateRoutes.redeem, {
    body: { ...request, agent_id: AGENT_ID },
    toastOnFail: false,
  });
}

export function useRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeem,
    // The retry sends the same request_id: the server answers the redemption it already made.
    retry: retryNetworkOnce,
    onSettled: async (envelope) => {
      await queryClient.invalidateQueries({ queryKey: AFFILIATE_QUERY_KEY });
      if (envelope && isOk(envelope)) await refreshMemberMoney(queryClient);
    },
  });
}
