import { z } from 'zod';
import { rowId } from './ids.ts';

/**
 * The points shop (docs/ENGAGEMENT.md#points-shop, docs/rules/shop.md). Money is baht at this edge;
 * points are whole.
 */

export const SHOP_MAX_QUANTITY = 100;

export const shopItemKind = z.enum(['credit', 'physical']);
export const redemptionStatus = z.enum(['paid', 'pending', 'sent']);

export const shopItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  kind: shopItemKind,
  price_points: z.number().int(),
  /** Baht paid into the main wallet per unit, for credit items. */
  credit_amount: z.number().nullable(),
  stock: z.number().int(),
  /** Units one member may redeem in all; null when only stock limits it. */
  per_member_limit: z.number().int().nullable(),
  /** Units this member has redeemed so far. */
  redeemed: z.number().int(),
});

export const shopItemList = z.array(shopItem);

const quantity = z.number().int().min(1).max(SHOP_MAX_QUANTITY);
const itemId = rowId;

export const redemptionCalcRequest = z.object({ item_id: itemId, quantity });

export const redemptionCalc = z.object({
  item_id: z.number().int(),
  quantity: z.number().int(),
  price_points: z.number().int(),
  point: z.number().int(),
  possible: z.boolean(),
  /** The contract's error code that would refuse it, and its Thai reason; null when possible. */
  error: z.number().int().nullable(),
  reason: z.string().nullable(),
});

export const redemptionRedeemRequest = z.object({ item_id: itemId, quantity, request_id: z.uuid() });

export const redemption = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  item_name: z.string(),
  image: z.string(),
  kind: shopItemKind,
  quantity: z.number().int(),
  points_total: z.number().int(),
  credit_amount: z.number().nullable(),
  status: redemptionStatus,
  created_at: z.string(),
});

export const redemptionRedeemResult = redemption.extend({
  /** The member's points balance after the redemption. */
  point: z.number().int(),
});

export const redemptionHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const redemptionHistoryPage = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  rows: z.array(redemption),
});

export type ShopItemKind = z.infer<typeof shopItemKind>;
export type RedemptionStatus = z.infer<typeof redemptionStatus>;
export type ShopItem = z.infer<typeof shopItem>;
export type RedemptionCalcRequest = z.infer<typeof redemptionCalcRequest>;
export type RedemptionCalc = z.infer<typeof redemptionCalc>;
export type RedemptionRedeemRequest = z.infer<typeof redemptionRedeemRequest>;
export type Redemption = z.infer<typeof redemption>;
export type RedemptionRedeemResult = z.infer<typeof redemptionRedeemResult>;
export type RedemptionHistoryQuery = z.infer<typeof redemptionHistoryQuery>;
export type RedemptionHistoryPage = z.infer<typeof redemptionHistoryPage>;
