import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The prize wheel (docs/rules/wheel.md, docs/ENGAGEMENT.md "Prize wheel"): one wheel per agent and tab
 * (1 free spins, 2 points), its weighted segments, each member's free-spin balance, the grants that fed
 * it (unique per source, so a deposit or a coupon grants once) and every spin with its pending or
 * credited prize. Credit amounts are satang; members are referred to by id without a foreign key.
 */
export const wheels = pgTable(
  'wheels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id').notNull(),
    /** 1: paid with free spins; 2: paid with points (spec §9 "wheel tab 2 is points"). */
    tab: integer('tab').notNull(),
    name: text('name').notNull(),
    /** Points one spin of this wheel costs (tab 2); 0 for the free-spin wheel. */
    spinCostPoints: integer('spin_cost_points').notNull().default(0),
    /** Tab 1: a credited deposit of at least this much grants `spinsPerDeposit` free spins. */
    depositMinSatang: bigint('deposit_min_satang', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    spinsPerDeposit: integer('spins_per_deposit').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('wheels_agent_tab_unique').on(t.agentId, t.tab),
    check('wheels_tab_known', sql`${t.tab} in (1, 2)`),
    check('wheels_cost_not_negative', sql`${t.spinCostPoints} >= 0 and ${t.spinsPerDeposit} >= 0`),
  ],
);

export const wheelSegments = pgTable(
  'wheel_segments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    wheelId: integer('wheel_id')
      .notNull()
      .references(() => wheels.id),
    /** Clockwise from the pointer at 12 o'clock; the browser draws the segments in this order. */
    position: integer('position').notNull(),
    label: text('label').notNull(),
    image: text('image').notNull(),
    /** credit (satang, free-credit wallet), points, spins (free spins of tab 1) or nothing. */
    prizeKind: text('prize_kind').notNull(),
    prizeAmount: bigint('prize_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    weight: integer('weight').notNull(),
    /** A disabled segment is off the wheel: neither drawn nor shown, kept for the spins that landed on it. */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    unique('wheel_segments_position_unique').on(t.wheelId, t.position),
    check('wheel_segments_kind_known', sql`${t.prizeKind} in ('credit', 'points', 'spins', 'nothing')`),
    check('wheel_segments_weight_positive', sql`${t.weight} > 0`),
    check('wheel_segments_amount_not_negative', sql`${t.prizeAmount} >= 0`),
  ],
);

/** A member's free spins: spent by a conditional decrement, so concurrent spins never make it negative. */
export const wheelSpinBalances = pgTable(
  'wheel_spin_balances',
  {
    memberId: integer('member_id').primaryKey(),
    freeSpins: integer('free_spins').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wheel_spin_balances_not_negative', sql`${t.freeSpins} >= 0`)],
);

/** Why a member got free spins; (source, source_ref) is unique so each cause grants once. */
export const wheelSpinGrants = pgTable(
  'wheel_spin_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    /** deposit, coupon, quest, wheel (a spins segment), poll (a poll prize). */
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    spins: integer('spins').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('wheel_spin_grants_source_unique').on(t.source, t.sourceRef),
    check('wheel_spin_grants_spins_positive', sql`${t.spins} > 0`),
    index('wheel_spin_grants_member_idx').on(t.memberId),
  ],
);

/** The weights a commitment draws with, per wheel, in position order (docs/rules/wheel.md#the-draw). */
export type CommitmentWheels = {
  wheel_id: number;
  tab: number;
  segments: { segment_id: number; position: number; weight: number }[];
}[];

/**
 * A member's seed commitment (docs/rules/wheel.md#commitments): the server seed, secret until
 * `revealed_at`, whose SHA-256 is shown before any spin of it; the member's client seed (null until the
 * browser gives one); the next spin's nonce; and the weights of the agent's wheels when it was made, so
 * an operator's later weight change applies to the next commitment only. One unrevealed row per member.
 */
export const wheelCommitments = pgTable(
  'wheel_commitments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed'),
    nonce: integer('nonce').notNull().default(0),
    wheels: jsonb('wheels').$type<CommitmentWheels>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('wheel_commitments_current_unique')
      .on(t.memberId)
      .where(sql`${t.revealedAt} is null`),
    index('wheel_commitments_member_idx').on(t.memberId, t.id),
    check('wheel_commitments_nonce_not_negative', sql`${t.nonce} >= 0`),
  ],
);

/** One spin: the drawn segment, what it cost, and its prize, pending until `reward` credits it once. */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    wheelId: integer('wheel_id')
      .notNull()
      .references(() => wheels.id),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => wheelSegments.id),
    memberId: integer('member_id').notNull(),
    /** The client's id for this spin: a retried request answers the first spin. */
    requestId: uuid('request_id').notNull(),
    costPoints: integer('cost_points').notNull().default(0),
    prizeKind: text('prize_kind').notNull(),
    prizeAmount: bigint('prize_amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    /** The commitment and nonce the segment was drawn with; null for spins from before commitments. */
    commitmentId: integer('commitment_id').references(() => wheelCommitments.id),
    nonce: integer('nonce'),
  },
  (t) => [
    unique('wheel_spins_member_request_unique').on(t.memberId, t.requestId),
    unique('wheel_spins_commitment_nonce_unique').on(t.commitmentId, t.nonce),
    check('wheel_spins_status_known', sql`${t.status} in ('pending', 'rewarded')`),
    index('wheel_spins_board_idx').on(t.rewardedAt),
    index('wheel_spins_member_idx').on(t.memberId, t.createdAt),
  ],
);
