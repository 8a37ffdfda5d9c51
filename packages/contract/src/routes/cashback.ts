import type { Route } from './define.ts';
import type { cashbackRouteSchemas } from './cashback-schemas.ts';

/*
 * The loss and turnover rebates' addresses; their schemas are in cashback-schemas.ts.
 * The index exports this module as `cashbackRoutes`: a page's chunk keeps only the addresses it calls.
 */
type S = typeof cashbackRouteSchemas;

export const rules = 'GET /api/cashback/rules' as Route<S['rules']>;
export const lossHistory = 'GET /api/cashback/loss/history' as Route<S['lossHistory']>;
export const turnoverHistory = 'GET /api/cashback/turnover/history' as Route<S['turnoverHistory']>;
export const claim = 'POST /api/cashback/loss/claim' as Route<S['claim']>;
