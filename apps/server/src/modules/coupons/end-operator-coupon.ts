import type { BoCoupon } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { ActingOperator, OperatorScope } from '#shared/acting-operator.ts';
import { couponView } from './coupon-view.ts';
import { endCoupon } from './operator.ts';

/**
 * Ends the coupon's window now (by the injected clock) from the back office as `coupon:end` does
 * (docs/BACKOFFICE.md#marketing): members can no longer redeem it, redemptions made stay. Its `coupon:end`
 * row names the operator's account and address; a coupon already ended is answered as it is, with no
 * second audit row.
 */
export async function endOperatorCoupon(
  db: Db,
  scope: OperatorScope,
  operator: ActingOperator,
  id: number,
): Promise<BoCoupon> {
  const outcome = await endCoupon(db, {
    agentId: scope.agentId,
    id,
    operator: operator.name,
    by: operator.by,
    now: scope.clock.now(),
  });
  if (!outcome.ok) throw new AppError('BO_COUPON_NOT_FOUND');
  return couponView(outcome.coupon);
}
