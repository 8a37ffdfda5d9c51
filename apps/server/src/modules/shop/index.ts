/**
 * The points shop: the public API (docs/ENGAGEMENT.md#points-shop, docs/rules/shop.md). app.ts, the
 * seed, the operator commands and the back office import from here only.
 */
export { shopHandlers } from './register-routes.ts';
export { createShopService } from './service.ts';
export type { ShopService } from './service.ts';
export { ensureShopItems, SEED_SHOP_ITEMS } from './catalogue.ts';
export { markRedemptionSent, pendingRedemptions } from './operator.ts';
export type { MarkSentOutcome, PendingRedemption } from './operator.ts';
export { shopItemByCode } from './manage.ts';
export type { ShopItemRow } from './manage.ts';
// The back office's shop screen (docs/BACKOFFICE.md#engagement): its lists, an item added or edited with
// its audit row (by the operator within the caps or by the approver of a `shop.item` request), restocked,
// and a physical redemption marked sent.
export { redemptionPage, shopItemPage } from './list-shop-pages.ts';
export { addShopItem } from './add-shop-item.ts';
export { editShopItem, shopItemToEdit } from './edit-shop-item.ts';
export { restockShopItem } from './restock-shop-item.ts';
export { sendRedemption } from './send-redemption.ts';
export { shopItemView } from './shop-item-view.ts';
