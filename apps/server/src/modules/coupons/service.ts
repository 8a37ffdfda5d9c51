import { engagementMessages } from '@ug99/contract';
import type { CouponHistory, CouponRedeemRequest, CouponRedemption, CouponRewardKind } from '@ug99/contract';
import type { SessionMember } from '#members';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import { notifyMembers } from '#notifications';
import type { Clock } from '#shared/clock.ts';
import { assertRewardsAllowed } from '#wheel';
import { findCoupon, insertRedemption, redemptionsOf, takeQuota } from './queries.ts';
import { payCouponReward, rewardAmountDto } from './rewards.ts';

export type CouponService = ReturnType<typeof createCouponService>;

/** How many redemptions the history shows, newest first (docs/rules/coupons.md#history). */
export const COUPON_HISTORY_SIZE = 50;

/** Codes are compared upper-case, without surrounding spaces (docs/rules/coupons.md#codes). */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

/**
 * Coupons (docs/rules/coupons.md): one transaction checks the code and its window, records the member's
 * single redemption, takes one of the quota under the row's lock and pays the reward. Any refusal rolls
 * the whole of it back, so nothing is half-redeemed.
 */
export function createCouponService(db: Db, clock: Clock) {
  return {
    async redeem(member: SessionMember, req: CouponRedeemRequest): Promise<CouponRedemption> {
      const code = normalizeCouponCode(req.code);
      const now = clock.now();
      await assertRewardsAllowed(db, member.id, now);
      return runInLedgerTransaction(db, async (tx) => {
        const coupon = await findCoupon(tx, member.agentId, code);
        if (!coupon) throw new AppError('COUPON_UNKNOWN');
        if (now < coupon.validFrom) {
          throw new AppError('COUPON_NOT_STARTED', engagementMessages.couponNotStarted(coupon.validFrom));
        }
        if (now >= coupon.validUntil) {
          throw new AppError('COUPON_EXPIRED', engagementMessages.couponExpired(coupon.validUntil));
        }
        const redemption = await insertRedemption(tx, coupon.id, member.id, now);
        if (!redemption) throw new AppError('COUPON_ALREADY_USED');
        if (!(await takeQuota(tx, coupon.id))) throw new AppError('COUPON_USED_UP');
        const kind = coupon.rewardKind as CouponRewardKind;
        const reward = { kind, amount: coupon.rewardAmount };
        await payCouponReward(tx, member.id, redemption.id, reward, now);
        await notifyMembers(
          tx,
          [
            {
              kind: 'coupon_reward_credited',
              memberId: member.id,
              redemptionId: redemption.id,
              code: coupon.code,
              reward,
            },
          ],
          now,
        );
        return {
          code: coupon.code,
          reward_kind: kind,
          reward_amount: rewardAmountDto({ kind, amount: coupon.rewardAmount }),
          redeemed_at: redemption.createdAt.toISOString(),
        };
      });
    },

    async history(member: SessionMember): Promise<CouponHistory> {
      const rows = await redemptionsOf(db, member.id, COUPON_HISTORY_SIZE);
      return {
        items: rows.map((r) => ({
          code: r.code,
          reward_kind: r.rewardKind as CouponRewardKind,
          reward_amount: rewardAmountDto({ kind: r.rewardKind, amount: r.rewardAmount }),
          redeemed_at: r.redeemedAt.toISOString(),
        })),
      };
    },
  };
}
