import type { BoCoupon } from '@ug99/contract';
import { endCoupon as endAgentCoupon } from '#coupons';
import { AppError } from '#http/app-error.ts';
import { auditName, originOf } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import { couponView } from './views.ts';

/**
 * Ends the coupon's window now (by the injected clock) as `coupon:end` does: members can no longer
 * redeem it, redemptions made stay. The coupons domain writes `coupon:end` with the operator's account
 * and address; a coupon already ended is answered as it is, with no second audit row.
 */
export async function endCoupon(ctx: OperationsContext, operator: Operator, id: number): Promise<BoCoupon> {
  const outcome = await endAgentCoupon(ctx.db, {
    agentId: await ctx.agentId(),
    id,
    operator: auditName(operator),
    by: originOf(operator),
    now: ctx.clock.now(),
  });
  if (!outcome.ok) throw new AppError('BO_COUPON_NOT_FOUND');
  return couponView(outcome.coupon);
}
