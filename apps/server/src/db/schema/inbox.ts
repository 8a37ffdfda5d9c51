import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * The members' inbox (docs/NOTIFICATIONS.md): one row per event that concerns a member, inserted in the
 * event's own transaction. `source` names the event (a deposit's reference, a bill's id): with the member
 * and the kind it is unique, so a retried or concurrent event writes its item once. Rows older than the
 * kept days are deleted by the `inbox:retention` job.
 */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    unique('inbox_items_event_unique').on(t.memberId, t.kind, t.source),
    index('inbox_items_member_idx').on(t.memberId, t.id),
    index('inbox_items_unread_idx')
      .on(t.memberId)
      .where(sql`${t.readAt} is null`),
    index('inbox_items_created_idx').on(t.createdAt),
  ],
);

/**
 * A member's notification settings (docs/NOTIFICATIONS.md#marketing-opt-out): no row is the default,
 * opted in to marketing messages; a member who turns them off on /member/inbox gets no broadcast.
 */
export const memberNotificationSettings = pgTable('member_notification_settings', {
  memberId: integer('member_id').primaryKey(),
  marketing: boolean('marketing').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
