import { boolean, integer, timestamp } from 'drizzle-orm/pg-core';

/** Columns every piece of operator-managed content shares: ordering, switching off, audit time. */
export const contentColumns = {
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};
