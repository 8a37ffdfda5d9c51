import { bigint, check, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { gameCategory, promotion } from '@ug99/contract';
import { agents } from './agents.ts';
import { contentColumns } from './columns.ts';

export const promotionTypeEnum = pgEnum('promotion_type', promotion.shape.type.enum);
export const gameCategoryEnum = pgEnum('game_category', gameCategory.enum);

/**
 * Amounts are satang and rates integer hundredths (50% → 5000, 8× → 800) so no rule ever computes
 * with floats (docs/rules/principles.md#money-is-integer-satang); the API edge turns them back into baht and
 * plain numbers.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    image: text('image').notNull(),
    description: text('description').notNull(),
    type: promotionTypeEnum('type').notNull(),
    minDepositSatang: bigint('min_deposit_satang', { mode: 'bigint' }).notNull(),
    bonusPercentHundredths: integer('bonus_percent_hundredths').notNull(),
    bonusCapSatang: bigint('bonus_cap_satang', { mode: 'bigint' }).notNull(),
    turnoverMultiplierHundredths: integer('turnover_multiplier_hundredths').notNull(),
    categories: gameCategoryEnum('categories').array().notNull(),
    // Null means the promotion does not cap what may be withdrawn once the turnover is met.
    maxWithdrawSatang: bigint('max_withdraw_satang', { mode: 'bigint' }),
    perMemberLimit: integer('per_member_limit').notNull(),
    // The window it can be received in; null is open-ended on that side (docs/rules/promotions.md#window).
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    ...contentColumns,
  },
  (t) => [
    index('promotions_agent_idx').on(t.agentId, t.sortOrder),
    check('promotions_amounts_non_negative', sql`${t.minDepositSatang} >= 0 and ${t.bonusCapSatang} >= 0`),
    check(
      'promotions_rates_non_negative',
      sql`${t.bonusPercentHundredths} >= 0 and ${t.turnoverMultiplierHundredths} >= 0`,
    ),
    check('promotions_per_member_limit_positive', sql`${t.perMemberLimit} > 0`),
  ],
);
