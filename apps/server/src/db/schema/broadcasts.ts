import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from './backoffice.ts';

/**
 * The operators' broadcasts (docs/NOTIFICATIONS.md#the-operators-broadcast): an announcement sent as an
 * `announcement` inbox item to every member of its audience who has not opted out of marketing messages.
 * The `broadcast:send` job writes the items in batches of members by id; `last_member_id` is how far it
 * got, committed with each batch's items, so a restart resumes where it stopped, and the items' unique
 * (member, kind, source) gives each member one item whatever happens.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    // The audience as chosen: { vip_levels?, deposited_within_days?, line_linked? } (all members when empty).
    audience: jsonb('audience').$type<Record<string, unknown>>().notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    // The recipients counted when it was sent (the preview's count at that moment).
    recipients: integer('recipients').notNull(),
    delivered: integer('delivered').notNull().default(0),
    lastMemberId: integer('last_member_id').notNull().default(0),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('broadcasts_status', sql`${t.status} in ('sending', 'done')`),
    index('broadcasts_sending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'sending'`),
    // The per-operator pace reads the operator's latest broadcast.
    index('broadcasts_operator_idx').on(t.operatorId, t.createdAt),
  ],
);
