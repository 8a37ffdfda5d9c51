import type { CouponRewardKind } from '@ug99/contract';
import { couponsTh } from '../th.ts';
import { formatNumber, formatTHB } from '@/shared/format/index.ts';

/** A coupon's reward as the member reads it: ฿50.00 free credit, 100 points, 3 free spins. */
export function rewardText(kind: CouponRewardKind, amount: number): string {
  if (kind === 'credit') return couponsTh.reward.credit(formatTHB(amount));
  if (kind === 'points') return couponsTh.reward.points(formatNumber(amount));
  return couponsTh.reward.spins(formatNumber(amount));
}
