/**
 * Coupons' public API (docs/PROMOTIONS.md "Coupons", docs/rules/coupons.md): app.ts, the seed and the
 * operator commands import from here only.
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
export { couponPage } from './operator-queries.ts';
export type { CouponRow } from './queries.ts';
export { DEMO_COUPON, ensureDemoCoupon } from './seed.ts';
