import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { inboxItems } from './inbox.ts';
import { members } from './members.ts';

// Owned by #notifications (docs/ARCHITECTURE.md#each-domain-owns-its-tables): the LINE user a member
// linked is whom LINE messages go to. The LIFF link (affiliate, docs/LINE.md#linking) writes it through
// the functions #notifications exports.

/** A member's LINE user (docs/LINE.md): one LINE user per member and one member per LINE user. */
export const memberLineLinks = pgTable('member_line_links', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  lineUserId: text('line_user_id').notNull().unique(),
  displayName: text('display_name'),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
});

/**
 * The LINE message queue (docs/NOTIFICATIONS.md#line-messages): one row per inbox item of a member with
 * a linked LINE user, inserted in the item's own transaction while the Messaging API is configured. The
 * unique item is what sends it at most once; `retry_key` goes with every attempt as `X-Line-Retry-Key`,
 * so LINE drops a second copy of a retried push. The `line:deliver` job takes due rows (`for update skip
 * locked`), marks them `sending` before the call and records the answer.
 */
export const lineDeliveries = pgTable(
  'line_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inboxItemId: integer('inbox_item_id')
      .notNull()
      .references(() => inboxItems.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull(),
    retryKey: uuid('retry_key').notNull(),
    status: text('status').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
    // LINE's last HTTP status (null: no answer, e.g. the connection failed).
    lastStatus: smallint('last_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    unique('line_deliveries_once').on(t.inboxItemId),
    check('line_deliveries_status', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    index('line_deliveries_due_idx')
      .on(t.nextAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('line_deliveries_done_idx').on(t.doneAt),
  ],
);
