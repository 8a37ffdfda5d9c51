import type { FastifyInstance } from 'fastify';
import { ok } from '@ug99/contract';
import type { BackofficeRoute, marketingCalls } from '@ug99/contract';
import type { BackofficeAreaHandlers, BackofficeHandler } from '../call-table.ts';
import type { OperationsContext } from '../operations/context.ts';
import { actorOf } from '../operations/queues/routes.ts';
import type { BackofficeDeps } from '../deps.ts';
import { createMarketingService } from './service.ts';
import type { MarketingService } from './service.ts';

type ContentCalls = {
  list: BackofficeRoute;
  add: BackofficeRoute;
  update: BackofficeRoute;
  disable: BackofficeRoute;
};

/**
 * The content calls of one kind: list, add, update, switch off (docs/BACKOFFICE.md#marketing). The three
 * kinds share these handlers over their own schemas, so the request and answer are cast here; the call's
 * schemas still parse the request and serialise the answer.
 */
function contentHandlers<C extends ContentCalls>(
  content: MarketingService['banners' | 'notifications' | 'events'],
): { [K in keyof ContentCalls]: BackofficeHandler<C[K]> } {
  return {
    list: async (req) => ok(await content.list(req.query as never)) as never,
    add: async (req) => ok(await content.add(actorOf(req), req.body as never)) as never,
    update: async (req) =>
      ok(await content.update(actorOf(req), (req.params as { id: number }).id, req.body as never)) as never,
    disable: async (req) =>
      ok(await content.disable(actorOf(req), (req.params as { id: number }).id)) as never,
  };
}

/** The back office's marketing screens (docs/BACKOFFICE.md). */
export function marketingOperations(
  app: FastifyInstance,
  deps: BackofficeDeps,
  ctx: OperationsContext,
): BackofficeAreaHandlers<typeof marketingCalls> {
  const marketing = createMarketingService(ctx, {
    audit: deps.audit,
    contentChanged: () => app.contentChanged(),
    contentLinkHosts: deps.config.contentLinkHosts,
  });
  const banners = contentHandlers(marketing.banners);
  const notifications = contentHandlers(marketing.notifications);
  const events = contentHandlers(marketing.events);
  return {
    banners: banners.list,
    addBanner: banners.add,
    updateBanner: banners.update,
    disableBanner: banners.disable,
    notifications: notifications.list,
    addNotification: notifications.add,
    updateNotification: notifications.update,
    disableNotification: notifications.disable,
    events: events.list,
    addEvent: events.add,
    updateEvent: events.update,
    disableEvent: events.disable,
    promotions: async (req) => ok(await marketing.promotions(req.query)),
    addPromotion: async (req) => ok(await marketing.addPromotion(actorOf(req), req.body)),
    disablePromotion: async (req) => ok(await marketing.disablePromotion(actorOf(req), req.params.id)),
    coupons: async (req) => ok(await marketing.coupons(req.query)),
    addCoupon: async (req) => ok(await marketing.addCoupon(actorOf(req), req.body)),
    endCoupon: async (req) => ok(await marketing.endCoupon(actorOf(req), req.params.id)),
  };
}
