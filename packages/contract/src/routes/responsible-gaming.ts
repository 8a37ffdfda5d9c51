import type { Route } from './define.ts';
import type { responsibleGamingRouteSchemas } from './responsible-gaming-schemas.ts';

/*
 * The member's responsible-gaming settings; their schemas are in responsible-gaming-schemas.ts.
 * The index exports this module as `responsibleGamingRoutes`: a page's chunk keeps only the addresses it
 * calls.
 */
type S = typeof responsibleGamingRouteSchemas;

export const settings = 'GET /api/member/responsible_gaming' as Route<S['settings']>;
export const update = 'POST /api/member/responsible_gaming' as Route<S['update']>;
