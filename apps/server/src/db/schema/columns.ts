import { boolean, integer, timestamp } from 'drizzle-orm/pg-core';

/** Columns every piece of operator-managed content shares: ordering, switching off, audit time. */
export const contentColumns = {
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A deposit account of the sandbox's demo content, not a real payee (docs/rules/payments.md#test-accounts):
 * its number is one no Thai bank or mobile operator issues, and while the sandbox gateway runs the member
 * and the back office see it marked "บัญชีทดสอบ".
 */
export const testAccountColumn = {
  testAccount: boolean('test_account').notNull().default(false),
};
