import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { inboxItems } from './inbox.ts';

// Owned by #notifications (docs/ARCHITECTURE.md#each-domain-owns-its-tables).

/**
 * One row per browser that opted in to web push (docs/NOTIFICATIONS.md#web-push): the push service's
 * endpoint names the device, so it is unique; subscribing again from the same device updates its row
 * (its keys, its kinds, its member). Dropped when the member unsubscribes or the push service answers
 * 404/410 (the subscription is gone).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    // The inbox kinds the member chose to receive on this device.
    kinds: text('kinds').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('push_subscriptions_endpoint').on(t.endpoint),
    index('push_subscriptions_member_idx').on(t.memberId),
  ],
);

/**
 * The delivery queue: one row per inbox item and device, inserted in the item's own transaction. The
 * unique (subscription, item) is what sends an item at most once per device; the `push:deliver` job
 * takes due rows (`for update skip locked`), marks them `sending` before the call and records the answer.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    inboxItemId: integer('inbox_item_id')
      .notNull()
      .references(() => inboxItems.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
    // The push service's last HTTP status (null: no answer, e.g. the connection failed).
    lastStatus: smallint('last_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    unique('push_deliveries_once').on(t.subscriptionId, t.inboxItemId),
    check('push_deliveries_status', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    index('push_deliveries_due_idx')
      .on(t.nextAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('push_deliveries_done_idx').on(t.doneAt),
    // The inbox's retention deletes items, and their deliveries with them.
    index('push_deliveries_item_idx').on(t.inboxItemId),
  ],
);
