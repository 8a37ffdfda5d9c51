import type { Route } from './define.ts';
import type { affiliateRouteSchemas } from './affiliate-schemas.ts';

/*
 * The affiliate programme's addresses; their schemas are in affiliate-schemas.ts.
 * The index exports this module as `affiliateRoutes`: a page's chunk keeps only the addresses it calls.
 */
type S = typeof affiliateRouteSchemas;

export const configs = 'GET /api/affiliate/v2/configs' as Route<S['configs']>;
export const visit = 'POST /api/affiliate/visit' as Route<S['visit']>;
export const summary = 'GET /api/affiliate/summary' as Route<S['summary']>;
export const network = 'POST /api/affiliate/network' as Route<S['network']>;
export const transactions = 'GET /api/affiliate/transactions' as Route<S['transactions']>;
export const daily = 'GET /api/affiliate/v2/transactions' as Route<S['daily']>;
export const redeem = 'POST /api/affiliate/redeem' as Route<S['redeem']>;
