import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  isOk,
  shopRoutes,
  type Envelope,
  type RedemptionRedeemRequest,
  type RedemptionRedeemResult,
} from '@ug99/contract';
import { callApi, retryNetworkOnce } from '@/shared/api/index.ts';
import { refreshMemberMoney } from '@/shared/session/wallets.ts';
import { SHOP_QUERY_KEY } from './keys.ts';

/** POST /api/redemption/redeem: points and stock in one transaction; idempotent by request_id. */
export function redeemItem(request: RedemptionRedeemRequest): Promise<Envelope<RedemptionRedeemResult>> {
  return callApi(shopRoutes.redeem, { body: request });
}

export function useRedeemItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemItem,
    // A dropped connection may have lost the answer, not the request: the retry sends the same
    // request_id and the server answers the redemption it already made.
    retry: retryNetworkOnce,
    onSettled: async (envelope) => {
      await queryClient.invalidateQueries({ queryKey: SHOP_QUERY_KEY });
      if (envelope && isOk(envelope)) await refreshMemberMoney(queryClient);
    },
  });
}
