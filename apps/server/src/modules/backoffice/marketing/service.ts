import type {
  AddCouponRequest,
  AddPromotionRequest,
  ContentListQuery,
  CouponListQuery,
  PromotionListQuery,
} from '@ug99/contract';
import type { OperationsContext, Operator } from '../operations/context.ts';
import { addCoupon } from './add-coupon.ts';
import { addPromotion } from './add-promotion.ts';
import { BANNERS, EVENTS, NOTIFICATIONS } from './content-kinds.ts';
import type { ContentKind } from './content-kinds.ts';
import { disablePromotion } from './disable-promotion.ts';
import { endCoupon } from './end-coupon.ts';
import { listCoupons, listPromotions } from './list-offers.ts';
import { addContent, changeContent, listContent } from './manage-content.ts';
import type { MarketingDeps } from './marketing-deps.ts';

export type { MarketingDeps } from './marketing-deps.ts';
export { bannerView, couponView, eventView, notificationView, promotionView } from './views.ts';

/**
 * The marketing screens (docs/BACKOFFICE.md#marketing), one use case per file. Content (banners,
 * notifications, events) goes through the content domain's add/update functions, promotions through the
 * same functions as the `promotion:add|disable` commands, coupons through `addCoupon` and `endCoupon` as
 * `coupon:add|end` do. Every action runs in one transaction with its audit row (the coupons domain writes
 * its own, with the operator's account and address); content and promotions then clear the site's
 * content caches.
 */
export function createMarketingService(ctx: OperationsContext, deps: MarketingDeps) {
  /** List, add, update and switch off one kind of content. */
  const content = <Row, Request, View>(kind: ContentKind<Row, Request, View>) => ({
    list: (q: ContentListQuery) => listContent(ctx, kind, q),
    add: (operator: Operator, input: Request) => addContent(ctx, deps, kind, operator, input),
    update: (operator: Operator, id: number, input: Request) =>
      changeContent(ctx, deps, kind, operator, id, input, 'update'),
    /** Switches the row off: it leaves the site at once and stays in this list; again changes nothing. */
    disable: (operator: Operator, id: number) =>
      changeContent(ctx, deps, kind, operator, id, { active: false }, 'disable'),
  });

  return {
    banners: content(BANNERS),
    notifications: content(NOTIFICATIONS),
    events: content(EVENTS),
    promotions: (q: PromotionListQuery) => listPromotions(ctx, q),
    addPromotion: (operator: Operator, input: AddPromotionRequest) =>
      addPromotion(ctx, deps, operator, input),
    disablePromotion: (operator: Operator, id: number) => disablePromotion(ctx, deps, operator, id),
    coupons: (q: CouponListQuery) => listCoupons(ctx, q),
    addCoupon: (operator: Operator, input: AddCouponRequest) => addCoupon(ctx, deps, operator, input),
    endCoupon: (operator: Operator, id: number) => endCoupon(ctx, operator, id),
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;
