/**
 * The points shop: the public API (docs/ENGAGEMENT.md#points-shop, docs/rules/shop.md). app.ts, the
 * seed and the operator commands import from here only.
 */
export { shopHandlers } from './register-routes.ts';
export { createShopService } from './service.ts';
export type { ShopService } from './service.ts';
export { ensureShopItems, SEED_SHOP_ITEMS } from './catalogue.ts';
export { markRedemptionSent, pendingRedemptions } from './operator.ts';
export type { MarkSentOutcome, PendingRedemption } from './operator.ts';
export {
  changeShopStock,
  createShopItem,
  listRedemptions,
  listShopItems,
  lockShopItem,
  shopItemByCode,
  updateShopItem,
} from './manage.ts';
export type { ShopItemRow, ShopItemValues } from './manage.ts';
