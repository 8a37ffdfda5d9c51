import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { members } from './members.ts';

/**
 * The affiliate programme (docs/AFFILIATE.md, docs/rules/affiliate.md) and the LINE link (docs/LINE.md).
 * Amounts are satang, rates integer basis points of turnover (0.5 % → 50).
 */

/** Commission rate per agent, level and turnover category; seeded with the defaults. */
export const affiliateRates = pgTable(
  'affiliate_rates',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    category: text('category').notNull(),
    rateBp: integer('rate_bp').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.level, t.category] }),
    check('affiliate_rates_level_known', sql`${t.level} in (1, 2)`),
    check('affiliate_rates_rate_range', sql`${t.rateBp} >= 0 and ${t.rateBp} <= 10000`),
  ],
);

/** The agent's affiliate settings; one row per agent. */
export const affiliateSettings = pgTable(
  'affiliate_settings',
  {
    agentId: integer('agent_id')
      .primaryKey()
      .references(() => agents.id, { onDelete: 'cascade' }),
    minRedeemSatang: bigint('min_redeem_satang', { mode: 'bigint' }).notNull(),
  },
  (t) => [check('affiliate_settings_min_redeem_positive', sql`${t.minRedeemSatang} > 0`)],
);

/**
 * Visits through a member's link: one row per referrer, Bangkok day and visitor. The visitor is a
 * SHA-256 of day, address and user agent, so no address is kept and the unique key counts once.
 */
export const affiliateVisits = pgTable(
  'affiliate_visits',
  {
    referrerMemberId: integer('referrer_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.referrerMemberId, t.day, t.visitorHash] })],
);

/** A Bangkok day whose commission was computed; the row is written first, so a day is computed once. */
export const affiliateCommissionDays = pgTable(
  'affiliate_commission_days',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    day: date('day', { mode: 'string' }).notNull(),
    members: integer('members').notNull(),
    totalSatang: bigint('total_satang', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    computedBy: text('computed_by').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day] })],
);

/** What one downline's turnover in one category earned one upline on one day. */
export const affiliateCommissionLines = pgTable(
  'affiliate_commission_lines',
  {
    day: date('day', { mode: 'string' }).notNull(),
    memberId: integer('member_id').notNull(),
    downlineMemberId: integer('downline_member_id').notNull(),
    level: smallint('level').notNull(),
    category: text('category').notNull(),
    turnoverSatang: bigint('turnover_satang', { mode: 'bigint' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.memberId, t.downlineMemberId, t.category] }),
    index('affiliate_commission_lines_member_idx').on(t.memberId, t.downlineMemberId),
  ],
);

/** One member's commission for one day: the one ledger transfer into the affiliate wallet. */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    day: date('day', { mode: 'string' }).notNull(),
    memberId: integer('member_id').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day] }),
    check('affiliate_commissions_amount_positive', sql`${t.amountSatang} > 0`),
  ],
);

/** Redemptions from the affiliate wallet to main; (member, request) unique makes a retry a replay. */
export const affiliateRedemptions = pgTable(
  'affiliate_redemptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('affiliate_redemptions_member_request_unique').on(t.memberId, t.requestId),
    index('affiliate_redemptions_member_idx').on(t.memberId, t.createdAt),
    check('affiliate_redemptions_amount_positive', sql`${t.amountSatang} > 0`),
  ],
);
