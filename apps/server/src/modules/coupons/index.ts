/**
 * Coupons' public API (docs/PROMOTIONS.md "Coupons", docs/rules/coupons.md): app.ts, the seed, the
 * operator commands and the back office import from here only.
 */
export { couponHandlers } from './register-routes.ts';
export { createCouponService, normalizeCouponCode } from './service.ts';
export type { CouponService } from './service.ts';
export { addCoupon, endCoupon, parseCouponReward } from './operator.ts';
export type {
  AddCouponInput,
  AddCouponOutcome,
  CouponRefusal,
  EndCouponInput,
  EndCouponOutcome,
} from './operator.ts';
export { findCoupon } from './queries.ts';
// The back office's coupons screen (docs/BACKOFFICE.md#marketing): its list, a coupon added (by the
// operator within the caps or by the approver of a `coupon.add` request) and ended.
export { operatorCouponPage } from './list-operator-coupons.ts';
export { addOperatorCoupon } from './add-operator-coupon.ts';
export type { OperatorCouponInput } from './add-operator-coupon.ts';
export { endOperatorCoupon } from './end-operator-coupon.ts';
export { DEMO_COUPON, ensureDemoCoupon } from './seed.ts';
