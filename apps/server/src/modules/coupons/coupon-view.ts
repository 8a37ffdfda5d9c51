import { satangToBaht } from '@ug99/contract';
import type { BoCoupon } from '@ug99/contract';
import type { CouponRow } from './queries.ts';

/** A coupon as the back office shows it (docs/BACKOFFICE.md#marketing): a credit reward in baht. */
export function couponView(c: CouponRow): BoCoupon {
  return {
    id: c.id,
    code: c.code,
    reward_kind: c.rewardKind as BoCoupon['reward_kind'],
    reward_amount: c.rewardKind === 'credit' ? satangToBaht(c.rewardAmount) : Number(c.rewardAmount),
    quota: c.quota,
    redeemed: c.redeemed,
    valid_from: c.validFrom.toISOString(),
    valid_until: c.validUntil.toISOString(),
    created_by: c.createdBy,
    created_at: c.createdAt.toISOString(),
  };
}
