import { satangToBaht } from '@ug99/contract';
import type { CouponRewardKind } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { grantFreeCredit } from '#wallets';
import { awardPoints } from '#points';
import { grantSpins } from '#wheel';

export type CouponReward = { kind: CouponRewardKind; amount: bigint };

export const rewardAmountDto = (r: { kind: string; amount: bigint }) =>
  r.kind === 'credit' ? satangToBaht(r.amount) : Number(r.amount);

/**
 * Pays a redemption's reward in the caller's transaction, keyed by the redemption id so it moves once
 * (docs/rules/coupons.md#rewards): credit from wheel_coupon_expense to free credit (reason coupon),
 * points through the points domain, spins through the wheel's grant. `now` is the redemption's time
 * (the caller's injected clock), stamped on the ledger transfer.
 */
export async function payCouponReward(
  tx: Db,
  memberId: number,
  redemptionId: number,
  reward: CouponReward,
  now: Date,
): Promise<void> {
  const key = `coupon:redemption:${redemptionId}`;
  const ref = { refType: 'coupon_redemption', refId: String(redemptionId) };
  if (reward.kind === 'credit') {
    await grantFreeCredit(tx, {
      key,
      from: { system: 'wheel_coupon_expense' },
      memberId,
      amount: reward.amount,
      reason: 'coupon',
      ...ref,
      createdBy: `member:${memberId}`,
      at: now,
    });
  } else if (reward.kind === 'points') {
    await awardPoints(tx, { memberId, points: reward.amount, key, reason: 'coupon', ...ref, at: now });
  } else {
    await grantSpins(tx, {
      memberId,
      spins: Number(reward.amount),
      source: 'coupon',
      sourceRef: String(redemptionId),
    });
  }
}
