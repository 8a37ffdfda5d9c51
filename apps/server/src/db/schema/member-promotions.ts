import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberPromotionStatus } from '@ug99/contract';
import { agents } from './agents.ts';
import { members } from './members.ts';
import { depositIntents } from './payments.ts';
import { gameCategoryEnum, promotions } from './promotions.ts';

export const memberPromotionStatusEnum = pgEnum('member_promotion_status', memberPromotionStatus.enum);

/**
 * A promotion a member received on a deposit, from start to its end (docs/rules/promotions.md). The
 * terms are copied from the promotion when it starts, so an operator's later edit or switch-off never
 * changes a promotion already running. A deposit whose chosen promotion did not apply is kept too, as
 * `refused` with the Thai reason in `note`: that is how the member is told why the money went to main.
 */
export const memberPromotions = pgTable(
  'member_promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    depositIntentId: integer('deposit_intent_id')
      .notNull()
      .references(() => depositIntents.id),
    // 'deposit': chosen while depositing; 'receive': applied afterwards to an untouched deposit.
    source: text('source').notNull(),
    status: memberPromotionStatusEnum('status').notNull(),
    depositSatang: bigint('deposit_satang', { mode: 'bigint' }).notNull(),
    bonusSatang: bigint('bonus_satang', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    requiredTurnoverSatang: bigint('required_turnover_satang', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    maxWithdrawSatang: bigint('max_withdraw_satang', { mode: 'bigint' }),
    categories: gameCategoryEnum('categories').array().notNull(),
    // The Bangkok day it started and the promotion wallet's turnover that day before it started: the
    // progress counts that day's turnover above this base (docs/rules/promotions.md#turnover).
    startDay: date('start_day', { mode: 'string' }).notNull(),
    turnoverBaseSatang: bigint('turnover_base_satang', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    releasedSatang: bigint('released_satang', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    forfeitedSatang: bigint('forfeited_satang', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    note: text('note'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // One active promotion per member, held by the database under any concurrency.
    uniqueIndex('member_promotions_one_active')
      .on(t.memberId)
      .where(sql`${t.status} = 'active'`),
    // A deposit backs one promotion at most.
    uniqueIndex('member_promotions_one_per_deposit')
      .on(t.depositIntentId)
      .where(sql`${t.status} <> 'refused'`),
    index('member_promotions_member_idx').on(t.memberId, t.promotionId, t.startedAt),
    index('member_promotions_active_idx')
      .on(t.id)
      .where(sql`${t.status} = 'active'`),
    check(
      'member_promotions_amounts_non_negative',
      sql`${t.depositSatang} >= 0 and ${t.bonusSatang} >= 0 and ${t.requiredTurnoverSatang} >= 0 and ${t.releasedSatang} >= 0 and ${t.forfeitedSatang} >= 0`,
    ),
    check('member_promotions_ended_at', sql`(${t.status} in ('active', 'refused')) = (${t.endedAt} is null)`),
  ],
);
