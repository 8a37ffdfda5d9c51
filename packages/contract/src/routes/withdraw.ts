import type { Route } from './define.ts';
import type { withdrawRouteSchemas } from './withdraw-schemas.ts';

/*
 * The member's withdrawal calls; their schemas are in withdraw-schemas.ts.
 * The index exports this module as `withdrawRoutes`: a page's chunk keeps only the addresses it calls.
 */
type S = typeof withdrawRouteSchemas;

export const request = 'POST /api/member/withdraw' as Route<S['request']>;
export const list = 'GET /api/member/withdraw/list' as Route<S['list']>;
