import type { Route } from './define.ts';
import type { lineRouteSchemas } from './affiliate-schemas.ts';

/*
 * The LINE link's address; its schema is in affiliate-schemas.ts.
 * The index exports this module as `lineRoutes`: a page's chunk keeps only the addresses it calls.
 */
type S = typeof lineRouteSchemas;

export const link = 'POST /api/member/line/link' as Route<S['link']>;
