import {
  redemptionCalc,
  redemptionCalcRequest,
  redemptionHistoryPage,
  redemptionHistoryQuery,
  redemptionRedeemRequest,
  redemptionRedeemResult,
  shopItemList,
} from '../shop.ts';
import type { RouteSchemas } from './define.ts';

/** The points shop (docs/ENGAGEMENT.md#points-shop); each call needs a session. */
export const shopRouteSchemas = {
  items: {
    auth: 'member',
    summary: 'Items of the points shop with price, stock, per-member limit and what the member redeemed',
    response: shopItemList,
  },
  calc: {
    auth: 'member',
    summary: 'Prices a quantity of an item and says whether it can be redeemed now, and why not',
    body: redemptionCalcRequest,
    response: redemptionCalc,
  },
  redeem: {
    auth: 'member',
    summary: 'Redeems an item: points and stock in one transaction; idempotent by request_id',
    body: redemptionRedeemRequest,
    response: redemptionRedeemResult,
  },
  history: {
    auth: 'member',
    summary: "The member's redemptions, newest first",
    query: redemptionHistoryQuery,
    response: redemptionHistoryPage,
  },
} as const satisfies Record<string, RouteSchemas>;
