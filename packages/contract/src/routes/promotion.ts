import type { Route } from './define.ts';
import type { promotionRouteSchemas } from './promotion-schemas.ts';

/*
 * The promotions' addresses (the open list and the member's own promotion); their schemas are in promotion-schemas.ts.
 * The index exports this module as `promotionRoutes`: a page's chunk keeps only the addresses it calls.
 */
type S = typeof promotionRouteSchemas;

export const list = 'GET /api/promotion/list' as Route<S['list']>;
export const receive = 'POST /api/member/promotion/receive' as Route<S['receive']>;
export const active = 'GET /api/member/promotion/active' as Route<S['active']>;
export const giveUpPreview = 'GET /api/member/promotion/give_up' as Route<S['giveUpPreview']>;
export const giveUp = 'POST /api/member/promotion/give_up' as Route<S['giveUp']>;
export const history = 'GET /api/member/promotion/history' as Route<S['history']>;
