import type { Route } from './define.ts';
import type { wheelRouteSchemas } from './wheel-schemas.ts';

/*
 * The prize wheel's addresses; their schemas are in wheel-schemas.ts.
 * The index exports this module as `wheelRoutes`: a page's chunk keeps only the addresses it calls.
 */
type S = typeof wheelRouteSchemas;

export const config = 'GET /api/wheel/config' as Route<S['config']>;
export const configV2 = 'GET /api/wheel/config_v2' as Route<S['configV2']>;
export const spin = 'POST /api/wheel/spin' as Route<S['spin']>;
export const spinV2 = 'POST /api/wheel/spin_v2' as Route<S['spinV2']>;
export const reward = 'POST /api/wheel/reward' as Route<S['reward']>;
export const fairness = 'GET /api/wheel/fairness' as Route<S['fairness']>;
export const rotate = 'POST /api/wheel/fairness/rotate' as Route<S['rotate']>;
export const history = 'GET /api/wheel/history' as Route<S['history']>;
export const board = 'GET /api/wheel/board' as Route<S['board']>;
