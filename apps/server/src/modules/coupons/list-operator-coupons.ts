import type { CouponListQuery } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { pageView } from '#shared/paging.ts';
import { couponView } from './coupon-view.ts';
import { couponPage } from './operator-queries.ts';

/** A page of the agent's coupons for the back office, ended ones included. */
export async function operatorCouponPage(db: Db, agentId: number, q: CouponListQuery) {
  return pageView(q, await couponPage(db, agentId, q), couponView);
}
