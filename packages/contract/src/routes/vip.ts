import type { Route } from './define.ts';
import type { vipRouteSchemas } from './vip-schemas.ts';

/*
 * The VIP levels' addresses; their schemas are in vip-schemas.ts.
 * The index exports this module as `vipRoutes`: a page's chunk keeps only the addresses it calls.
 */
type S = typeof vipRouteSchemas;

export const status = 'GET /api/vip/status' as Route<S['status']>;
