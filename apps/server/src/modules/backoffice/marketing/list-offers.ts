import type { CouponListQuery, PromotionListQuery } from '@ug99/contract';
import type { OperationsContext } from '../operations/context.ts';
import { couponPage } from '#coupons';
import { promotionPage } from '#promotions';
import { couponView, paged, promotionView } from './views.ts';

/** A page of the agent's promotions, switched-off ones included. */
export async function listPromotions(ctx: OperationsContext, q: PromotionListQuery) {
  return paged(q, await promotionPage(ctx.db, await ctx.agentId(), q), promotionView);
}

/** A page of the agent's coupons, ended ones included. */
export async function listCoupons(ctx: OperationsContext, q: CouponListQuery) {
  return paged(q, await couponPage(ctx.db, await ctx.agentId(), q), couponView);
}
