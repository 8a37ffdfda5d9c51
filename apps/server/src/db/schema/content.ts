import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { notificationType } from '@ug99/contract';
import { agents } from './agents.ts';
import { contentColumns } from './columns.ts';

/** The contract's enum is the source of truth, so the database cannot hold a type the API cannot answer. */
export const notificationTypeEnum = pgEnum('notification_type', notificationType.enum);

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    image: text('image').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    ...contentColumns,
  },
  (t) => [index('notifications_agent_idx').on(t.agentId, t.sortOrder)],
);

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    title: text('title').notNull(),
    link: text('link'),
    ...contentColumns,
  },
  (t) => [index('banners_agent_idx').on(t.agentId, t.sortOrder)],
);

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    title: text('title').notNull(),
    ...contentColumns,
  },
  (t) => [index('events_agent_idx').on(t.agentId, t.sortOrder)],
);
