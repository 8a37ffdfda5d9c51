import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
  uuid,
} from 'drizzle-orm/pg-core';
import type { LottoResultNumbers } from '@ug99/contract';

/**
 * Lotto (docs/rules/lotto.md, docs/LOTTO.md): categories with their schedule and rates, rounds, the
 * operator's number rules, the stake counters that make caps atomic, bills and their lines. Amounts are
 * satang; rates are integer hundredths of a baht paid per baht staked (3.20 → 320). Members are referred
 * to by id without a foreign key, like the ledger.
 */

/**
 * How a category's rounds are laid out in Bangkok time. `days`: ISO weekdays (1 Monday … 7 Sunday) with
 * one round a day closing at `close`; `gov`: the 1st and 16th with the fixed moves of the government
 * draw; `interval`: `count` rounds a day, the first closing at `first_close`, one every `every_minutes`.
 * Several `days` entries give several rounds a day (the stock lotteries).
 */
export type LottoSchedule =
  | { kind: 'days'; weekdays: number[]; closes: string[] }
  | { kind: 'gov'; close: string }
  | { kind: 'interval'; first_close: string; every_minutes: number; count: number };

export const lottoCategories = pgTable(
  'lotto_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    betTypes: text('bet_types').array().notNull(),
    schedule: jsonb('schedule').$type<LottoSchedule>().notNull(),
    /** A round opens this long before it closes (a daily round: the previous close). */
    openBeforeMinutes: integer('open_before_minutes').notNull(),
    /** Bills can be cancelled until this many seconds before close. */
    cancelBeforeSeconds: integer('cancel_before_seconds').notNull(),
    /** How far ahead the scheduler keeps rounds created. */
    createAheadDays: integer('create_ahead_days').notNull().default(7),
    /** Per member, per (type, number) in a round; null: no such cap. */
    memberNumberCapSatang: bigint('member_number_cap_satang', { mode: 'bigint' }),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('lotto_categories_agent_code').on(t.agentId, t.code)],
);

/** The rate and per-line limits of each bet type a category offers, and its cap across members. */
export const lottoRates = pgTable(
  'lotto_rates',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => lottoCategories.id),
    betType: text('bet_type').notNull(),
    rateHundredths: integer('rate_hundredths').notNull(),
    minSatang: bigint('min_satang', { mode: 'bigint' }).notNull(),
    maxSatang: bigint('max_satang', { mode: 'bigint' }).notNull(),
    /** Stake on one (round, type, number) across all members before the excess rule applies. */
    numberCapSatang: bigint('number_cap_satang', { mode: 'bigint' }).notNull(),
    /** The rate of the stake above the cap; 0 refuses it (the default). */
    overCapRateHundredths: integer('over_cap_rate_hundredths').notNull().default(0),
    /**
     * Whole percent taken off the stake of a line priced at the rate (ส่วนลด), and of a line priced at a
     * reduced rate (เลขจ่ายครึ่ง); docs/rules/lotto.md#discounts.
     */
    discountPercent: integer('discount_percent').notNull().default(0),
    reducedDiscountPercent: integer('reduced_discount_percent').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.betType] }),
    check('lotto_rates_positive', sql`${t.rateHundredths} > 0 and ${t.minSatang} > 0`),
    check(
      'lotto_rates_discount',
      sql`${t.discountPercent} between 0 and 90 and ${t.reducedDiscountPercent} between 0 and 90`,
    ),
  ],
);

export const lottoRounds = pgTable(
  'lotto_rounds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => lottoCategories.id),
    title: text('title').notNull(),
    /** The Bangkok date of the draw. */
    drawDate: date('draw_date').notNull(),
    openAt: timestamp('open_at', { withTimezone: true }).notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    cancelUntil: timestamp('cancel_until', { withTimezone: true }).notNull(),
    /** scheduled → open → closed → resulted → settled, or voided. */
    status: text('status').notNull().default('scheduled'),
    result: jsonb('result').$type<LottoResultNumbers>(),
    resultedAt: timestamp('resulted_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    /** Created by the scheduler, or by an operator (a special draw), or by the seed ('demo'). */
    createdBy: text('created_by').notNull().default('scheduler'),
    /**
     * Demo history seeded outside production (docs/rules/lotto.md#demo-results): a settled round with a
     * result and never a bill, shown to members as "ข้อมูลตัวอย่าง".
     */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The scheduler creates each round once, however many instances run it.
    unique('lotto_rounds_category_close').on(t.categoryId, t.closeAt),
    index('lotto_rounds_status_close').on(t.status, t.closeAt),
  ],
);

/** The operator's rule for one number in one round: closed, a reduced rate, or its own cap. */
export const lottoNumberRules = pgTable(
  'lotto_number_rules',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => lottoRounds.id),
    betType: text('bet_type').notNull(),
    number: text('number').notNull(),
    closed: boolean('closed').notNull().default(false),
    rateHundredths: integer('rate_hundredths'),
    capSatang: bigint('cap_satang', { mode: 'bigint' }),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.betType, t.number] })],
);

/**
 * What is staked on one (round, type, number), across members and per member: a bill raises these with
 * a conditional update in its transaction, so two members racing for the last baht of a cap can never
 * together pass it.
 */
export const lottoNumberStakes = pgTable(
  'lotto_number_stakes',
  {
    roundId: integer('round_id').notNull(),
    betType: text('bet_type').notNull(),
    number: text('number').notNull(),
    stakedSatang: bigint('staked_satang', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.betType, t.number] })],
);

export const lottoMemberNumberStakes = pgTable(
  'lotto_member_number_stakes',
  {
    roundId: integer('round_id').notNull(),
    memberId: integer('member_id').notNull(),
    betType: text('bet_type').notNull(),
    number: text('number').notNull(),
    stakedSatang: bigint('staked_satang', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.memberId, t.betType, t.number] })],
);

export const lottoBills = pgTable(
  'lotto_bills',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id').notNull(),
    memberId: integer('member_id').notNull(),
    roundId: integer('round_id')
      .notNull()
      .references(() => lottoRounds.id),
    /** The client's id of the submission: the same id retried is the same bill. */
    requestId: uuid('request_id').notNull(),
    /** What the request asked for (lines and note), to refuse a reused id with other content. */
    requestHash: text('request_hash').notNull(),
    /**
     * The wallet type the stake came from (1 main, 2 promotion): a cancel, a void refund and a win go
     * back to it (docs/rules/lotto.md#bill-wallet). Bills from before the choice existed were main's.
     */
    walletTypeId: smallint('wallet_type_id').notNull().default(1),
    /** pending, won, lost, cancelled, refunded. */
    status: text('status').notNull().default('pending'),
    totalSatang: bigint('total_satang', { mode: 'bigint' }).notNull(),
    /** The sum of the lines' discounts: total − discount left the wallet, and a refund returns it. */
    discountSatang: bigint('discount_satang', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    winSatang: bigint('win_satang', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('lotto_bills_member_request').on(t.memberId, t.requestId),
    index('lotto_bills_member_created').on(t.memberId, t.createdAt),
    index('lotto_bills_round_status').on(t.roundId, t.status),
  ],
);

export const lottoBillLines = pgTable(
  'lotto_bill_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    billId: integer('bill_id')
      .notNull()
      .references(() => lottoBills.id),
    roundId: integer('round_id').notNull(),
    betType: text('bet_type').notNull(),
    number: text('number').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    /** The rate when the bill was placed: settlement pays this, whatever changes later. */
    rateHundredths: integer('rate_hundredths').notNull(),
    /** Taken off the amount when the bill was placed (floored to the satang); the win is amount × rate. */
    discountSatang: bigint('discount_satang', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** How the line was priced: ok (the category's rate) or reduced; a retried create answers it again. */
    pricedState: text('priced_state').notNull().default('ok'),
    /** pending, won, lost, cancelled, refunded. */
    status: text('status').notNull().default('pending'),
    winSatang: bigint('win_satang', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [index('lotto_bill_lines_round').on(t.roundId), index('lotto_bill_lines_bill').on(t.billId)],
);

/**
 * Yeekee shots (docs/YEEKEE.md). `seq` is the receive order within the round: a shot takes the round's
 * tally row lock, so seq is gapless and committed in order, and a feed resuming after seq N misses none.
 */
export const yeekeeShots = pgTable(
  'yeekee_shots',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => lottoRounds.id),
    seq: integer('seq').notNull(),
    memberId: integer('member_id').notNull(),
    number: text('number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.seq] }),
    index('yeekee_shots_round_member').on(t.roundId, t.memberId),
    check('yeekee_shots_number', sql`${t.number} ~ '^[0-9]{5}$'`),
  ],
);

/** The running count and sum of a round's shots, and the row a shot locks to take the next seq. */
export const yeekeeRoundTallies = pgTable('yeekee_round_tallies', {
  roundId: integer('round_id')
    .primaryKey()
    .references(() => lottoRounds.id),
  shotCount: integer('shot_count').notNull().default(0),
  shotSum: bigint('shot_sum', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
});

/** When each member last shot: a conditional update allows one shot per interval across instances. */
export const yeekeeShooters = pgTable('yeekee_shooters', {
  memberId: integer('member_id').primaryKey(),
  lastShotAt: timestamp('last_shot_at', { withTimezone: true }).notNull(),
});

/**
 * Near-cap alerts (docs/LOTTO.md#near-cap-alerts): one row per (round, bet type, number, threshold) the
 * stakes across members reached, written by the bill that reached it, in its transaction. The unique
 * key makes each threshold alert once, however many bills cross it together and whatever cancels later.
 */
export const lottoCapAlerts = pgTable(
  'lotto_cap_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    roundId: integer('round_id')
      .notNull()
      .references(() => lottoRounds.id),
    betType: text('bet_type').notNull(),
    number: text('number').notNull(),
    /** 80, 90 or 100: percent of the cap reached. */
    thresholdPercent: smallint('threshold_percent').notNull(),
    /** The number's cap across members when the threshold was reached (its rule's, else the rate's). */
    capSatang: bigint('cap_satang', { mode: 'bigint' }).notNull(),
    /** Staked across members right after the bill that reached it. */
    stakedSatang: bigint('staked_satang', { mode: 'bigint' }).notNull(),
    billId: integer('bill_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('lotto_cap_alerts_threshold').on(t.roundId, t.betType, t.number, t.thresholdPercent),
    check('lotto_cap_alerts_percent', sql`${t.thresholdPercent} in (80, 90, 100)`),
  ],
);
