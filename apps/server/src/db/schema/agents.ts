import { bigint, boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const agents = pgTable('agents', {
  // By default, not always: the site's agent keeps the fixed id its build and lotto calls use (AGENT_ID).
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  logoUrl: text('logo_url').notNull(),
  lineContactUrl: text('line_contact_url').notNull(),
  lineAdminUrl: text('line_admin_url').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per agent: limits and compliance text the operator configures
 * (docs/rules/principles.md#configuration-not-literals,
 * docs/rules/responsible-gaming.md#licence-and-jurisdiction).
 */
export const agentSettings = pgTable(
  'agent_settings',
  {
    agentId: integer('agent_id')
      .primaryKey()
      .references(() => agents.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull().default('THB'),
    minDepositSatang: bigint('min_deposit_satang', { mode: 'bigint' }).notNull(),
    maxDepositSatang: bigint('max_deposit_satang', { mode: 'bigint' }).notNull(),
    minWithdrawSatang: bigint('min_withdraw_satang', { mode: 'bigint' }).notNull(),
    minAge: integer('min_age').notNull(),
    licenceText: text('licence_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'agent_settings_limits_valid',
      sql`${t.minDepositSatang} > 0 and ${t.maxDepositSatang} >= ${t.minDepositSatang} and ${t.minWithdrawSatang} > 0`,
    ),
  ],
);
