import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { operators } from './backoffice.ts';
import { members } from './members.ts';

/**
 * What each VIP level gives (docs/rules/vip.md#terms), one row per agent and level (1 gold, 2 hero; guest
 * gives nothing) once an admin saved it. A level without a row gives nothing: the defaults pay nothing until the operator sets them. The lotto
 * extra and the cashback bonus are basis points of a percent (100 = 1%); the monthly bonus is satang.
 */
export const vipTerms = pgTable(
  'vip_terms',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    level: smallint('level').notNull(),
    lottoDiscountExtraBp: integer('lotto_discount_extra_bp').notNull(),
    cashbackBonusBp: integer('cashback_bonus_bp').notNull(),
    monthlyBonusSatang: bigint('monthly_bonus_satang', { mode: 'bigint' }).notNull(),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => operators.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.level] }),
    check('vip_terms_level', sql`${t.level} between 1 and 2`),
    check(
      'vip_terms_bounds',
      sql`${t.lottoDiscountExtraBp} between 0 and 2000 and ${t.cashbackBonusBp} between 0 and 1000 and ${t.monthlyBonusSatang} >= 0`,
    ),
  ],
);

/**
 * One row per monthly bonus paid (docs/rules/vip.md#monthly-bonus). The unique (member, month) is what
 * pays a member once a Bangkok month: the row is inserted before the credit, in its transaction, so a
 * second instance or a rerun waits on it, inserts nothing and pays nothing. The credit's ledger transfer
 * names the row (ref_type `vip_monthly_bonus`, ref_id its id).
 */
export const vipMonthlyBonuses = pgTable(
  'vip_monthly_bonuses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    // The Bangkok month, `YYYY-MM`.
    month: text('month').notNull(),
    level: smallint('level').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('vip_monthly_bonuses_once').on(t.memberId, t.month),
    check('vip_monthly_bonuses_amount', sql`${t.amountSatang} > 0`),
  ],
);
