import type { Route } from './define.ts';
import type { questRouteSchemas } from './quests-schemas.ts';

/*
 * The quests' and the daily check-in's addresses; their schemas are in quests-schemas.ts.
 * The index exports this module as `questRoutes`: a page's chunk keeps only the addresses it calls.
 */
type S = typeof questRouteSchemas;

export const list = 'GET /api/quest/list' as Route<S['list']>;
export const redeem = 'POST /api/quest/redeem' as Route<S['redeem']>;
export const checkin = 'POST /api/event/quest' as Route<S['checkin']>;
