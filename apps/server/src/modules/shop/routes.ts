import { ok } from '@ug99/contract';
import type { shopRouteSchemas } from '@ug99/contract';
import { memberOf } from '#members';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { ShopService } from './service.ts';

/** The points shop calls (docs/ENGAGEMENT.md#points-shop), as the contract's route table lists them. */
export function shopRouteHandlers(shop: ShopService): ApiHandlers<typeof shopRouteSchemas> {
  return {
    items: async (req) => ok(await shop.list(memberOf(req))),
    calc: async (req) => ok(await shop.calc(memberOf(req), req.body.item_id, req.body.quantity)),
    redeem: async (req) => ok(await shop.redeem(memberOf(req), req.body)),
    history: async (req) => ok(await shop.history(memberOf(req), req.query)),
  };
}
