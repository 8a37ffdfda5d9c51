import { couponHistory, couponRedeemRequest, couponRedemption } from '../coupons.ts';
import type { RouteSchemas } from './define.ts';

/** The member's coupons (docs/PROMOTIONS.md "Coupons"). */
export const couponRouteSchemas = {
  redeem: {
    auth: 'member',
    summary: 'Redeems a code (any case) once per member, within its quota and window, and pays its reward',
    body: couponRedeemRequest,
    response: couponRedemption,
  },
  history: {
    auth: 'member',
    summary: "The member's redeemed coupons, newest first",
    response: couponHistory,
  },
} as const satisfies Record<string, RouteSchemas>;
