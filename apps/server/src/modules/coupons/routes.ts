import { ok } from '@ug99/contract';
import type { couponRouteSchemas } from '@ug99/contract';
import { memberOf } from '#members';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { CouponService } from './service.ts';

/** The member's coupon calls (docs/PROMOTIONS.md "Coupons"), as the contract's route table lists them. */
export function couponRouteHandlers(coupons: CouponService): ApiHandlers<typeof couponRouteSchemas> {
  return {
    redeem: async (req) => ok(await coupons.redeem(memberOf(req), req.body)),
    history: async (req) => ok(await coupons.history(memberOf(req))),
  };
}
