import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '@ug99/contract';
import type { BackofficeRoute, marketingCalls } from '@ug99/contract';
import { addContent, BANNERS, changeContent, EVENTS, listContent, NOTIFICATIONS } from '#content';
import type { ContentKind } from '#content';
import { endOperatorCoupon, operatorCouponPage } from '#coupons';
import { disableOperatorPromotion, operatorPromotionPage } from '#promotions';
import { actingAs } from '../access/audit.ts';
import type { BackofficeAreaHandlers, BackofficeHandler } from '../call-table.ts';
import { scopeOf } from '../operations/context.ts';
import type { OperationsContext } from '../operations/context.ts';
import { actorOf } from '../operations/queues/routes.ts';
import type { BackofficeDeps } from '../deps.ts';
import { addCoupon } from './add-coupon.ts';
import { addPromotion } from './add-promotion.ts';
import type { MarketingDeps } from './marketing-deps.ts';

type ContentCalls = {
  list: BackofficeRoute;
  add: BackofficeRoute;
  update: BackofficeRoute;
  disable: BackofficeRoute;
};

/**
 * The back office's marketing screens (docs/BACKOFFICE.md#marketing). Content (banners, notifications,
 * events) is the content domain's, promotions the promotions domain's (as `promotion:add|disable`),
 * coupons the coupons domain's (as `coupon:add|end`); every action runs in one transaction with its audit
 * row, written through the back office's writer the handler passes in. Adding a promotion or a coupon is a
 * capped path: the caps and four-eyes come first (add-promotion.ts, add-coupon.ts).
 */
export function marketingOperations(
  app: FastifyInstance,
  deps: BackofficeDeps,
  ctx: OperationsContext,
): BackofficeAreaHandlers<typeof marketingCalls> {
  const { db } = ctx;
  const marketing: MarketingDeps = {
    audit: deps.audit,
    contentChanged: () => app.contentChanged(),
    contentLinkHosts: deps.config.contentLinkHosts,
  };
  const acting = (req: FastifyRequest) => actingAs(actorOf(req), deps.audit);

  /**
   * The content calls of one kind: list, add, update, switch off. The three kinds share these handlers
   * over their own schemas, so the request and answer are cast here; the call's schemas still parse the
   * request and serialise the answer.
   */
  function contentHandlers<C extends ContentCalls, Row, Request, View>(
    kind: ContentKind<Row, Request, View>,
  ): { [K in keyof ContentCalls]: BackofficeHandler<C[K]> } {
    // Update and switch-off are one change of one row, audited under their own verb.
    const change = async (
      req: FastifyRequest,
      patch: Request | { active: false },
      verb: 'update' | 'disable',
    ) =>
      ok(
        await changeContent(
          db,
          await ctx.agentId(),
          marketing,
          kind,
          acting(req),
          (req.params as { id: number }).id,
          patch,
          verb,
        ),
      ) as never;
    return {
      list: async (req) => ok(await listContent(db, await ctx.agentId(), kind, req.query as never)) as never,
      add: async (req) =>
        ok(
          await addContent(db, await ctx.agentId(), marketing, kind, acting(req), req.body as never),
        ) as never,
      update: (req) => change(req, req.body as Request, 'update'),
      // Switches the row off: it leaves the site at once and stays in the list; again changes nothing.
      disable: (req) => change(req, { active: false }, 'disable'),
    };
  }

  const banners = contentHandlers(BANNERS);
  const notifications = contentHandlers(NOTIFICATIONS);
  const events = contentHandlers(EVENTS);
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
    promotions: async (req) => ok(await operatorPromotionPage(db, await ctx.agentId(), req.query)),
    addPromotion: async (req) => ok(await addPromotion(ctx, marketing, actorOf(req), req.body)),
    disablePromotion: async (req) =>
      ok(
        await disableOperatorPromotion(
          db,
          await ctx.agentId(),
          marketing.contentChanged,
          acting(req),
          req.params.id,
        ),
      ),
    coupons: async (req) => ok(await operatorCouponPage(db, await ctx.agentId(), req.query)),
    addCoupon: async (req) => ok(await addCoupon(ctx, marketing, actorOf(req), req.body)),
    endCoupon: async (req) => ok(await endOperatorCoupon(db, await scopeOf(ctx), acting(req), req.params.id)),
  };
}
