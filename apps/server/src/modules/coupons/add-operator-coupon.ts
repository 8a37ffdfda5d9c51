import type { BoCoupon, CouponRewardKind } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { ActingOperator, OperatorScope } from '#shared/acting-operator.ts';
import { couponView } from './coupon-view.ts';
import { addCoupon } from './operator.ts';

/** A coupon as the back office adds it: its code normalised, the reward in satang for credit. */
export type OperatorCouponInput = {
  code: string;
  reward_kind: CouponRewardKind;
  reward_amount: string;
  quota: number;
  valid_from: string;
  valid_until: string;
};

/**
 * A coupon from the back office (docs/BACKOFFICE.md#marketing) through addCoupon, as `coupon:add`, whose
 * `coupon:add` row names the operator's account and address. Run by the marketing operator within the
 * caps, or by the approver of a `coupon.add` request.
 */
export async function addOperatorCoupon(
  tx: Db,
  scope: OperatorScope,
  operator: ActingOperator,
  p: OperatorCouponInput,
): Promise<BoCoupon> {
  // An approval that comes after the window's end adds nothing: the request stays to be rejected.
  if (new Date(p.valid_until) <= scope.clock.now()) throw new AppError('BO_COUPON_WINDOW');
  const outcome = await addCoupon(tx, {
    agentId: scope.agentId,
    code: p.code,
    reward: { kind: p.reward_kind, amount: BigInt(p.reward_amount) },
    quota: p.quota,
    validFrom: new Date(p.valid_from),
    validUntil: new Date(p.valid_until),
    operator: operator.name,
    by: operator.by,
  });
  if (outcome.ok) return couponView(outcome.coupon);
  if (outcome.refusal === 'exists') throw new AppError('BO_COUPON_CODE_TAKEN');
  if (outcome.refusal === 'window') throw new AppError('BO_COUPON_WINDOW');
  throw new AppError('VALIDATION_FAILED');
}
