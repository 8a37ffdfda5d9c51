import type { FastifyInstance } from 'fastify';
import {
  MARKETING_CALLS,
  addCouponRequest,
  addPromotionRequest,
  bannerRequest,
  boBanner,
  boBannerPage,
  boCoupon,
  boCouponOutcome,
  boCouponPage,
  boEvent,
  boEventPage,
  boIdParams,
  boNotification,
  boNotificationPage,
  boPromotionOutcome,
  boPromotionPage,
  contentListQuery,
  couponListQuery,
  disablePromotionResult,
  eventRequest,
  notificationRequest,
  ok,
  promotionListQuery,
} from '@ug99/contract';
import type { BackofficeCall } from '@ug99/contract';
import type { z } from 'zod';
import { backofficeResponses, backofficeRoute } from '../access/guard.ts';
import type { OperationsContext } from '../operations/context.ts';
import { actorOf } from '../operations/queues/routes.ts';
import type { BackofficeDeps } from '../deps.ts';
import { createMarketingService } from './service.ts';
import type { MarketingService } from './service.ts';

/** An entry of MARKETING_CALLS by method and path: each route is registered from its entry. */
function marketingCall(method: BackofficeCall['method'], path: string): BackofficeCall {
  const call = MARKETING_CALLS.find((c) => c.method === method && c.path === path);
  if (!call) throw new Error(`${method} ${path} is not in MARKETING_CALLS`);
  return call;
}

/** The content calls of one kind: list, add, update, switch off (docs/BACKOFFICE.md#marketing). */
function registerContent<R extends z.ZodType, V extends z.ZodType, P extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  schemas: { request: R; view: V; page: P },
  content: MarketingService['banners' | 'notifications' | 'events'],
): void {
  const base = `/api/backoffice/${path}`;
  backofficeRoute(
    app,
    marketingCall('GET', base),
    { querystring: contentListQuery, response: backofficeResponses(schemas.page) },
    async (req) => ok(await content.list(req.query)),
  );
  backofficeRoute(
    app,
    marketingCall('POST', base),
    { body: schemas.request, response: backofficeResponses(schemas.view) },
    async (req) => ok(await content.add(actorOf(req), req.body as never)),
  );
  backofficeRoute(
    app,
    marketingCall('POST', `${base}/:id`),
    { params: boIdParams, body: schemas.request, response: backofficeResponses(schemas.view) },
    async (req) => ok(await content.update(actorOf(req), req.params.id, req.body as never)),
  );
  backofficeRoute(
    app,
    marketingCall('POST', `${base}/:id/disable`),
    { params: boIdParams, response: backofficeResponses(schemas.view) },
    async (req) => ok(await content.disable(actorOf(req), req.params.id)),
  );
}

/** The back office's marketing screens (docs/BACKOFFICE.md). */
export function registerMarketingOperations(
  app: FastifyInstance,
  deps: BackofficeDeps,
  ctx: OperationsContext,
): void {
  const marketing = createMarketingService(ctx, {
    audit: deps.audit,
    contentChanged: () => app.contentChanged(),
    contentLinkHosts: deps.config.contentLinkHosts,
  });
  registerContent(
    app,
    'banners',
    { request: bannerRequest, view: boBanner, page: boBannerPage },
    marketing.banners,
  );
  registerContent(
    app,
    'notifications',
    { request: notificationRequest, view: boNotification, page: boNotificationPage },
    marketing.notifications,
  );
  registerContent(
    app,
    'events',
    { request: eventRequest, view: boEvent, page: boEventPage },
    marketing.events,
  );

  backofficeRoute(
    app,
    marketingCall('GET', '/api/backoffice/promotions'),
    { querystring: promotionListQuery, response: backofficeResponses(boPromotionPage) },
    async (req) => ok(await marketing.promotions(req.query)),
  );
  backofficeRoute(
    app,
    marketingCall('POST', '/api/backoffice/promotions'),
    { body: addPromotionRequest, response: backofficeResponses(boPromotionOutcome) },
    async (req) => ok(await marketing.addPromotion(actorOf(req), req.body)),
  );
  backofficeRoute(
    app,
    marketingCall('POST', '/api/backoffice/promotions/:id/disable'),
    { params: boIdParams, response: backofficeResponses(disablePromotionResult) },
    async (req) => ok(await marketing.disablePromotion(actorOf(req), req.params.id)),
  );
  backofficeRoute(
    app,
    marketingCall('GET', '/api/backoffice/coupons'),
    { querystring: couponListQuery, response: backofficeResponses(boCouponPage) },
    async (req) => ok(await marketing.coupons(req.query)),
  );
  backofficeRoute(
    app,
    marketingCall('POST', '/api/backoffice/coupons'),
    { body: addCouponRequest, response: backofficeResponses(boCouponOutcome) },
    async (req) => ok(await marketing.addCoupon(actorOf(req), req.body)),
  );
  backofficeRoute(
    app,
    marketingCall('POST', '/api/backoffice/coupons/:id/end'),
    { params: boIdParams, response: backofficeResponses(boCoupon) },
    async (req) => ok(await marketing.endCoupon(actorOf(req), req.params.id)),
  );
}
