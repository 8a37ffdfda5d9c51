import type { Route } from './define.ts';
import type { gameRouteSchemas } from './game-schemas.ts';

/*
 * The game catalogue and launch calls; their schemas are in game-schemas.ts. The providers' signed
 * protocol (/api/provider/:id/*) is no member call and stays outside the table (decisions/0010).
 * The index exports this module as `gameRoutes`: a page's chunk keeps only the addresses it calls.
 */
type S = typeof gameRouteSchemas;

export const list = 'GET /api/game/list' as Route<S['list']>;
export const lobby = 'GET /api/game/lobby' as Route<S['lobby']>;
export const lobbyConfig = 'GET /api/lobby/configs' as Route<S['lobbyConfig']>;
export const wallets = 'POST /api/game/wallets' as Route<S['wallets']>;
export const link = 'POST /api/game/link' as Route<S['link']>;
export const demo = 'POST /api/game/demo' as Route<S['demo']>;
export const last = 'GET /api/game/last' as Route<S['last']>;
