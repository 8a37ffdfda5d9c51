import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { couponRoutes, isOk, type CouponHistory, type CouponRedemption, type Envelope } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { MEMBER_QUERY_KEY } from '@/shared/session/index.ts';
import { refreshMemberMoney } from '@/shared/session/wallets.ts';
import { COUPON_QUERY_KEY } from './keys.ts';

/** GET /api/member/coupon/history: the member's redeemed coupons, newest first. */
export async function getCouponHistory(signal?: AbortSignal): Promise<CouponHistory> {
  return unwrap(await callApi(couponRoutes.history, { signal }));
}

export function useCouponHistory() {
  return useQuery({
    queryKey: [...COUPON_QUERY_KEY, 'history'],
    queryFn: ({ signal }) => getCouponHistory(signal),
  });
}

/** POST /api/member/coupon/redeem: a refusal (unknown, expired, used up, already used) is shown in the form. */
export async function redeemCoupon(code: string): Promise<Envelope<CouponRedemption>> {
  return callApi(couponRoutes.redeem, {
    body: { code },
    toastOnFail: false,
  });
}

export function useRedeemCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCoupon,
    onSettled: async (envelope) => {
      if (!envelope || !isOk(envelope)) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: COUPON_QUERY_KEY }),
        // A spins coupon changes the wheel's free spins (the wheel feature's key, under the member's).
        queryClient.invalidateQueries({ queryKey: [...MEMBER_QUERY_KEY, 'wheel'] }),
        refreshMemberMoney(queryClient),
      ]);
    },
  });
}
