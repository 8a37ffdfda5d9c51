import type { couponRouteSchemas } from '@ug99/contract';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { EngagementDeps } from '#wheel';
import { couponRouteHandlers } from './routes.ts';
import { createCouponService } from './service.ts';

/** The coupon calls' handlers for app.ts to register from the route table (docs/PROMOTIONS.md "Coupons"). */
export function couponHandlers(
  deps: Pick<EngagementDeps, 'db' | 'clock'>,
): ApiHandlers<typeof couponRouteSchemas> {
  return couponRouteHandlers(createCouponService(deps.db, deps.clock));
}
