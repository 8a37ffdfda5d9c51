import { z } from 'zod';

/**
 * Coupon calls (docs/PROMOTIONS.md "Coupons", docs/rules/coupons.md). Codes are letters, digits, - and
 * _, matched without regard to case; the server stores and compares them upper-case.
 */

export const COUPON_CODE_MAX_LENGTH = 32;

export const couponCode = z
  .string({ error: 'กรุณากรอกรหัสคูปอง' })
  .trim()
  .min(1, { error: 'กรุณากรอกรหัสคูปอง', abort: true })
  .max(COUPON_CODE_MAX_LENGTH, { error: `รหัสคูปองยาวไม่เกิน ${COUPON_CODE_MAX_LENGTH} ตัวอักษร` })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'รหัสคูปองมีได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข - และ _' });

export const couponRedeemRequest = z.object({ code: couponCode });
export type CouponRedeemRequest = z.infer<typeof couponRedeemRequest>;

export const couponRewardKind = z.enum(['credit', 'points', 'spins']);
export type CouponRewardKind = z.infer<typeof couponRewardKind>;

export const couponRedemption = z.object({
  code: z.string(),
  reward_kind: couponRewardKind,
  /** Baht for credit (free-credit wallet), whole points or free wheel spins otherwise. */
  reward_amount: z.number(),
  redeemed_at: z.string(),
});
export type CouponRedemption = z.infer<typeof couponRedemption>;

export const couponHistory = z.object({ items: z.array(couponRedemption) });
export type CouponHistory = z.infer<typeof couponHistory>;
