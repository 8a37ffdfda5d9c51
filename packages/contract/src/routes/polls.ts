import type { Route } from './define.ts';
import type { pollRouteSchemas } from './polls-schemas.ts';

/*
 * The polls' addresses; their schemas are in polls-schemas.ts.
 * The index exports this module as `pollRoutes`: a page's chunk keeps only the addresses it calls.
 */
type S = typeof pollRouteSchemas;

export const config = 'GET /api/poll/config' as Route<S['config']>;
export const stats = 'GET /api/poll/stats' as Route<S['stats']>;
export const winners = 'GET /api/poll/winners' as Route<S['winners']>;
export const quota = 'GET /api/poll/quota/get' as Route<S['quota']>;
export const check = 'GET /api/poll/quota/check' as Route<S['check']>;
export const submit = 'POST /api/poll/submit' as Route<S['submit']>;
