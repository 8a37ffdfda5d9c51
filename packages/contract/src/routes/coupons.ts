import type { Route } from './define.ts';
import type { couponRouteSchemas } from './coupons-schemas.ts';

/*
 * The coupons' addresses; their schemas are in coupons-schemas.ts.
 * The index exports this module as `couponRoutes`: a page's chunk keeps only the addresses it calls.
 */
type S = typeof couponRouteSchemas;

export const redeem = 'POST /api/member/coupon/redeem' as Route<S['redeem']>;
export const history = 'GET /api/member/coupon/history' as Route<S['history']>;
