import type { Route } from './define.ts';
import type { shopRouteSchemas } from './shop-schemas.ts';

/*
 * The points shop's addresses; their schemas are in shop-schemas.ts.
 * The index exports this module as `shopRoutes`: a page's chunk keeps only the addresses it calls.
 */
type S = typeof shopRouteSchemas;

export const items = 'GET /api/redemption/list' as Route<S['items']>;
export const calc = 'POST /api/redemption/calc' as Route<S['calc']>;
export const redeem = 'POST /api/redemption/redeem' as Route<S['redeem']>;
export const history = 'GET /api/redemption/history' as Route<S['history']>;
