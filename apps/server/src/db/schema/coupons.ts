import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * Coupons (docs/rules/coupons.md, docs/PROMOTIONS.md "Coupons"): a code per agent, stored upper-case so
 * matching ignores case, with its reward, total quota and window; `redeemed` is raised only under the
 * quota, and a member redeems a code once (unique coupon, member).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id').notNull(),
    code: text('code').notNull(),
    /** credit (satang, free-credit wallet), points or spins (free wheel spins). */
    rewardKind: text('reward_kind').notNull(),
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }).notNull(),
    quota: integer('quota').notNull(),
    redeemed: integer('redeemed').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('coupons_agent_code_unique').on(t.agentId, t.code),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check('coupons_kind_known', sql`${t.rewardKind} in ('credit', 'points', 'spins')`),
    check('coupons_amount_positive', sql`${t.rewardAmount} > 0`),
    check('coupons_quota', sql`${t.quota} > 0 and ${t.redeemed} >= 0 and ${t.redeemed} <= ${t.quota}`),
    check('coupons_window', sql`${t.validUntil} > ${t.validFrom}`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    memberId: integer('member_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('coupon_redemptions_member_unique').on(t.couponId, t.memberId),
    index('coupon_redemptions_member_idx').on(t.memberId, t.createdAt),
  ],
);
