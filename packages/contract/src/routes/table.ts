import { z } from 'zod';
import type { Route, RouteSchemas } from './define.ts';
import * as accountRoutes from './account.ts';
import { accountRouteSchemas } from './account-schemas.ts';
import * as agentRoutes from './agent.ts';
import * as contentRoutes from './content.ts';
import { agentRouteSchemas, contentRouteSchemas } from './content-schemas.ts';
import * as wheelRoutes from './wheel.ts';
import { wheelRouteSchemas } from './wheel-schemas.ts';
import * as vipRoutes from './vip.ts';
import { vipRouteSchemas } from './vip-schemas.ts';
import * as lottoRoutes from './lotto.ts';
import { lottoRouteSchemas } from './lotto-schemas.ts';
import * as paymentRoutes from './payment.ts';
import { paymentRouteSchemas } from './payment-schemas.ts';
import * as withdrawRoutes from './withdraw.ts';
import { withdrawRouteSchemas } from './withdraw-schemas.ts';
import * as walletRoutes from './wallet.ts';
import { walletRouteSchemas } from './wallet-schemas.ts';
import * as winlossRoutes from './winloss.ts';
import { winlossRouteSchemas } from './winloss-schemas.ts';
import * as gameRoutes from './game.ts';
import { gameRouteSchemas } from './game-schemas.ts';
import * as responsibleGamingRoutes from './responsible-gaming.ts';
import { responsibleGamingRouteSchemas } from './responsible-gaming-schemas.ts';
import * as promotionRoutes from './promotion.ts';
import { promotionRouteSchemas } from './promotion-schemas.ts';
import * as cashbackRoutes from './cashback.ts';
import { cashbackRouteSchemas } from './cashback-schemas.ts';
import * as couponRoutes from './coupons.ts';
import { couponRouteSchemas } from './coupons-schemas.ts';
import * as questRoutes from './quests.ts';
import { questRouteSchemas } from './quests-schemas.ts';
import * as pointsRoutes from './points.ts';
import { pointsRouteSchemas } from './points-schemas.ts';
import * as shopRoutes from './shop.ts';
import { shopRouteSchemas } from './shop-schemas.ts';
import * as pollRoutes from './polls.ts';
import { pollRouteSchemas } from './polls-schemas.ts';
import * as affiliateRoutes from './affiliate.ts';
import * as lineRoutes from './line.ts';
import { affiliateRouteSchemas, lineRouteSchemas } from './affiliate-schemas.ts';
import * as inboxRoutes from './inbox.ts';
import { inboxRouteSchemas } from './inbox-schemas.ts';

/** One domain's half of the table: its addresses and their schemas under the same keys, and its OpenAPI tag. */
export type RouteGroup<T extends Record<string, RouteSchemas> = Record<string, RouteSchemas>> = {
  readonly tag: string;
  readonly routes: { readonly [K in keyof T]: Route<T[K]> };
  readonly schemas: T;
};

/** Pairs a domain's addresses with its schemas; a key on one side only does not compile. */
function group<T extends Record<string, RouteSchemas>, R extends { readonly [K in keyof T]: Route<T[K]> }>(
  tag: string,
  routes: R & { readonly [K in Exclude<keyof R, keyof T>]: never },
  schemas: T,
): RouteGroup<T> {
  return { tag, routes, schemas };
}

/**
 * Every member-site API call (decisions/0010): the server registers its routes from this list and refuses
 * to start when a call has no handler or a handler has no call; OpenAPI is generated from it; the web app's
 * client checks every answer against it in development and tests.
 */
export const API_ROUTES = {
  account: group('account', accountRoutes, accountRouteSchemas),
  agent: group('agent', agentRoutes, agentRouteSchemas),
  content: group('content', contentRoutes, contentRouteSchemas),
  wheel: group('wheel', wheelRoutes, wheelRouteSchemas),
  vip: group('vip', vipRoutes, vipRouteSchemas),
  lotto: group('lotto', lottoRoutes, lottoRouteSchemas),
  payment: group('payment', paymentRoutes, paymentRouteSchemas),
  withdraw: group('withdraw', withdrawRoutes, withdrawRouteSchemas),
  wallet: group('wallet', walletRoutes, walletRouteSchemas),
  winloss: group('cashback', winlossRoutes, winlossRouteSchemas),
  game: group('game', gameRoutes, gameRouteSchemas),
  responsibleGaming: group('responsible-gaming', responsibleGamingRoutes, responsibleGamingRouteSchemas),
  promotion: group('promotion', promotionRoutes, promotionRouteSchemas),
  cashback: group('cashback', cashbackRoutes, cashbackRouteSchemas),
  coupons: group('coupons', couponRoutes, couponRouteSchemas),
  quests: group('quests', questRoutes, questRouteSchemas),
  points: group('points', pointsRoutes, pointsRouteSchemas),
  shop: group('shop', shopRoutes, shopRouteSchemas),
  polls: group('polls', pollRoutes, pollRouteSchemas),
  affiliate: group('affiliate', affiliateRoutes, affiliateRouteSchemas),
  line: group('line', lineRoutes, lineRouteSchemas),
  inbox: group('inbox', inboxRoutes, inboxRouteSchemas),
} as const;

export type ApiRoutes = typeof API_ROUTES;

let schemasByRoute: Map<string, RouteSchemas> | undefined;

/** The schemas of a call of the table; a call missing from it is a programming error. */
export function routeSchemasOf(route: Route): RouteSchemas {
  schemasByRoute ??= new Map(
    Object.values(API_ROUTES).flatMap((g: RouteGroup) =>
      Object.entries(g.routes).map(([key, address]) => [address, g.schemas[key]!] as const),
    ),
  );
  const schemas = schemasByRoute.get(route);
  if (!schemas) throw new Error(`${route} is not in the route table (packages/contract/src/routes)`);
  return schemas;
}

/**
 * Checks the `data` of a success envelope against the call's response schema; the web app runs it on every
 * answer in development and tests, so an answer that does not match fails the test that made it.
 */
export function checkRouteResponse(route: Route, data: unknown): void {
  const result = routeSchemasOf(route).response.safeParse(data);
  if (!result.success) {
    throw new Error(`${route}: the answer does not match its schema\n${z.prettifyError(result.error)}`);
  }
}
