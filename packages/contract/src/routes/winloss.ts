import type { Route } from './define.ts';
import type { winlossRouteSchemas } from './winloss-schemas.ts';

/*
 * The member's win/loss report; its schemas are in winloss-schemas.ts.
 * The index exports this module as `winlossRoutes`: a page's chunk keeps only the addresses it calls.
 */
type S = typeof winlossRouteSchemas;

export const report = 'GET /api/member/winloss' as Route<S['report']>;
