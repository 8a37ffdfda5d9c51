import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { contentColumns } from './columns.ts';

/** A quest's values an operator changed, applied from the next period; amounts as decimal strings. */
export type QuestPendingChange = {
  title: string;
  description: string;
  target: string;
  rewardKind: string;
  rewardAmount: string;
  active: boolean;
  sortOrder: number;
};

/**
 * Quests and the daily check-in (docs/rules/quests.md). A quest counts one metric over a Bangkok day or
 * week (`period` day|week) up to `target`; its reward is points or free credit in satang. Members are
 * referred to by id, like the ledger.
 */
export const quests = pgTable(
  'quests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** A stable name for the seed and the operator (e.g. daily_deposit_300). */
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** day | week */
    period: text('period').notNull(),
    /** deposit | turnover | lotto_bills | checkin_days */
    metric: text('metric').notNull(),
    /** Satang for deposit and turnover, a count for lotto_bills and checkin_days. */
    target: bigint('target', { mode: 'bigint' }).notNull(),
    /** points | credit | spins (free spins of the prize wheel) */
    rewardKind: text('reward_kind').notNull(),
    /** Whole points, satang paid into the free credit wallet, or a number of free spins. */
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }).notNull(),
    /**
     * An operator's change waiting for the quest's next period (docs/BACKOFFICE.md#engagement): from the
     * Bangkok date `pending_from` on, these values replace the row's own; progress and claims of the
     * period under way keep the values they started with.
     */
    pending: jsonb('pending').$type<QuestPendingChange>(),
    pendingFrom: date('pending_from', { mode: 'string' }),
    ...contentColumns,
  },
  (t) => [
    unique('quests_agent_code').on(t.agentId, t.code),
    check('quests_period', sql`${t.period} in ('day', 'week')`),
    check('quests_metric', sql`${t.metric} in ('deposit', 'turnover', 'lotto_bills', 'checkin_days')`),
    check('quests_reward_kind', sql`${t.rewardKind} in ('points', 'credit', 'spins')`),
    check('quests_positive', sql`${t.target} > 0 and ${t.rewardAmount} > 0`),
  ],
);

/**
 * One row per quest, member and period: the unique key is what makes a reward paid once however many
 * claims arrive together (docs/rules/quests.md#claiming).
 */
export const questClaims = pgTable(
  'quest_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questId: integer('quest_id')
      .notNull()
      .references(() => quests.id),
    memberId: integer('member_id').notNull(),
    /** The Bangkok date the period starts (the day, or the week's Monday). */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    rewardKind: text('reward_kind').notNull(),
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }).notNull(),
    /** The ledger transfer of a points or credit reward; free spins are not money and have none. */
    transferId: integer('transfer_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('quest_claims_once_per_period').on(t.questId, t.memberId, t.periodStart),
    check('quest_claims_transfer_unless_spins', sql`(${t.rewardKind} = 'spins') = (${t.transferId} is null)`),
    index('quest_claims_member_period').on(t.memberId, t.periodStart),
  ],
);

/**
 * A member's check-ins, one per Bangkok day (the primary key), with the streak day (1–7) it counted as
 * and the points it paid (docs/rules/quests.md#check-in).
 */
export const memberCheckins = pgTable(
  'member_checkins',
  {
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    streakDay: smallint('streak_day').notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day] }),
    check('member_checkins_streak_day', sql`${t.streakDay} between 1 and 7`),
  ],
);
