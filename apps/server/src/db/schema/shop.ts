import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { contentColumns } from './columns.ts';

/**
 * The points shop (docs/rules/shop.md). `stock` is decremented by a conditional update and may never
 * go below 0 (a CHECK is the last line of defence); a credit item pays `credit_satang` per unit into
 * the main wallet; a physical item is recorded for the operator to send.
 */
export const shopItems = pgTable(
  'shop_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    /** credit | physical */
    kind: text('kind').notNull(),
    pricePoints: integer('price_points').notNull(),
    creditSatang: bigint('credit_satang', { mode: 'bigint' }),
    stock: integer('stock').notNull(),
    /** How many units one member may redeem in all; null: no limit beyond stock. */
    perMemberLimit: integer('per_member_limit'),
    ...contentColumns,
  },
  (t) => [
    unique('shop_items_agent_code').on(t.agentId, t.code),
    check('shop_items_stock', sql`${t.stock} >= 0`),
    check('shop_items_price', sql`${t.pricePoints} > 0`),
    check(
      'shop_items_kind',
      sql`(${t.kind} = 'credit' and ${t.creditSatang} > 0) or (${t.kind} = 'physical' and ${t.creditSatang} is null)`,
    ),
  ],
);

/**
 * One row per redemption; (member_id, request_id) unique so a retried request answers the first one.
 * Status: `paid` (credit items, paid at once), `pending` (physical items waiting for the operator).
 */
export const shopRedemptions = pgTable(
  'shop_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => shopItems.id),
    requestId: uuid('request_id').notNull(),
    quantity: integer('quantity').notNull(),
    pointsTotal: integer('points_total').notNull(),
    creditSatang: bigint('credit_satang', { mode: 'bigint' }),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('shop_redemptions_member_request').on(t.memberId, t.requestId),
    index('shop_redemptions_member_created').on(t.memberId, t.createdAt),
    index('shop_redemptions_status').on(t.status),
    check('shop_redemptions_quantity', sql`${t.quantity} > 0`),
  ],
);

/**
 * Units of an item a member has redeemed, kept so the per-member limit is one conditional upsert
 * (never a count that two requests could both read under the limit).
 */
export const shopMemberItemCounts = pgTable(
  'shop_member_item_counts',
  {
    memberId: integer('member_id').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => shopItems.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.itemId] })],
);
