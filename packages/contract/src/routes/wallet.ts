import type { Route } from './define.ts';
import type { walletRouteSchemas } from './wallet-schemas.ts';

/*
 * The member's wallets, points and statement; their schemas are in wallet-schemas.ts.
 * The index exports this module as `walletRoutes`: a page's chunk keeps only the addresses it calls.
 */
type S = typeof walletRouteSchemas;

export const wallets = 'POST /api/member/wallets' as Route<S['wallets']>;
export const walletsByGet = 'GET /api/member/wallets' as Route<S['walletsByGet']>;
export const points = 'POST /api/member/points' as Route<S['points']>;
export const statement = 'GET /api/member/statement' as Route<S['statement']>;
