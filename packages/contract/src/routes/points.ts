import type { Route } from './define.ts';
import type { pointsRouteSchemas } from './points-schemas.ts';

/*
 * The points' addresses (the balance itself is a wallet call); their schemas are in points-schemas.ts.
 * The index exports this module as `pointsRoutes`: a page's chunk keeps only the addresses it calls.
 */
type S = typeof pointsRouteSchemas;

export const history = 'GET /api/member/points/history' as Route<S['history']>;
