import type { FastifyInstance } from 'fastify';
import type { EngagementDeps } from '#wheel';
import { couponRoutes } from './routes.ts';
import { createCouponService } from './service.ts';

/** Registers the coupon calls (docs/PROMOTIONS.md "Coupons"). */
export async function registerCoupons(app: FastifyInstance, deps: EngagementDeps): Promise<void> {
  await app.register(couponRoutes(createCouponService(deps.db, deps.clock), deps.requireMember));
}
