import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ok,
  redemptionCalc,
  redemptionCalcRequest,
  redemptionHistoryPage,
  redemptionHistoryQuery,
  redemptionRedeemRequest,
  redemptionRedeemResult,
  shopItemList,
} from '@ug99/contract';
import { memberOf, memberResponses } from '#members';
import type { RequireMember } from '#members';
import type { ShopService } from './service.ts';

const tags = ['shop'];
const security = [{ bearerAuth: [] }];

/** The points shop calls (docs/ENGAGEMENT.md#points-shop); each needs a session. */
export function shopRoutes(shop: ShopService, requireMember: RequireMember): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/redemption/list',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary:
            'Items of the points shop with price, stock, per-member limit and what the member redeemed',
          response: memberResponses(shopItemList),
        },
      },
      async (req) => ok(await shop.list(memberOf(req))),
    );
    app.post(
      '/api/redemption/calc',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: 'Prices a quantity of an item and says whether it can be redeemed now, and why not',
          body: redemptionCalcRequest,
          response: memberResponses(redemptionCalc),
        },
      },
      async (req) => ok(await shop.calc(memberOf(req), req.body.item_id, req.body.quantity)),
    );
    app.post(
      '/api/redemption/redeem',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: 'Redeems an item: points and stock in one transaction; idempotent by request_id',
          body: redemptionRedeemRequest,
          response: memberResponses(redemptionRedeemResult),
        },
      },
      async (req) => ok(await shop.redeem(memberOf(req), req.body)),
    );
    app.get(
      '/api/redemption/history',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "The member's redemptions, newest first",
          querystring: redemptionHistoryQuery,
          response: memberResponses(redemptionHistoryPage),
        },
      },
      async (req) => ok(await shop.history(memberOf(req), req.query)),
    );
  };
}
