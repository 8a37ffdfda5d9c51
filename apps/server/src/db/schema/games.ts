import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { LobbySection } from '@ug99/contract';
import { ledgerTransfers } from './ledger.ts';

/**
 * Games (docs/rules/games.md): the catalogue, launch tokens, provider sessions, and the seamless-wallet
 * protocol's transactions and rounds. Members are referred to by id without a foreign key, like the
 * ledger, so the protocol's hot path touches as few tables as it can.
 */
const CATEGORY_CHECK = sql.raw(`('slot', 'casino', 'sport', 'fishing', 'freespin')`);

export const gameProviders = pgTable('game_providers', {
  // 'demo' for the built-in provider; the id providers put in the protocol's URL.
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const games = pgTable(
  'games',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: text('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    gameId: text('game_id').notNull(),
    subProviderId: text('sub_provider_id').notNull().default(''),
    category: text('category').notNull(),
    // Every lobby the game appears in, its own category first (a slot with free spins is also in freespin).
    categories: text('categories').array().notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    supportsDemo: boolean('supports_demo').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /**
     * The provider's published maximum win as a multiple of the stake; a win above the round's standing
     * stakes × this is refused and queued (docs/GAMES.md). Null: PROVIDER_MAX_WIN_MULTIPLIER applies.
     */
    maxWinMultiplier: integer('max_win_multiplier'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'games_max_win_multiplier_range',
      sql`${t.maxWinMultiplier} is null or ${t.maxWinMultiplier} between 1 and 1000000`,
    ),
    unique('games_provider_game_key').on(t.providerId, t.gameId, t.subProviderId),
    check('games_category_known', sql`${t.category} in ${CATEGORY_CHECK}`),
    check('games_categories_include_own', sql`${t.category} = any(${t.categories})`),
    index('games_categories_idx').using('gin', t.categories),
  ],
);

export const lobbyConfigs = pgTable('lobby_configs', {
  lobbyKey: text('lobby_key').primaryKey(),
  sections: jsonb('sections').$type<LobbySection[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time, short-lived: POST /api/game/link creates one, the provider's authenticate spends it. */
export const gameLaunchTokens = pgTable(
  'game_launch_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // SHA-256 of the token: a leaked table cannot start anyone's game.
    tokenHash: text('token_hash').notNull().unique(),
    memberId: integer('member_id').notNull(),
    walletTypeId: smallint('wallet_type_id').notNull(),
    gamePk: bigint('game_pk', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    isMobile: boolean('is_mobile').notNull(),
    source: text('source').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('game_launch_tokens_member_idx').on(t.memberId, t.createdAt)],
);

/** What authenticate hands the provider. Bets need a live session; wins and rollbacks do not. */
export const gameSessions = pgTable('game_sessions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: text('token_hash').notNull().unique(),
  launchTokenId: bigint('launch_token_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => gameLaunchTokens.id),
  providerId: text('provider_id')
    .notNull()
    .references(() => gameProviders.id),
  memberId: integer('member_id').notNull(),
  walletTypeId: smallint('wallet_type_id').notNull(),
  gamePk: bigint('game_pk', { mode: 'number' })
    .notNull()
    .references(() => games.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: text('provider_id').notNull(),
    roundId: text('round_id').notNull(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => gameSessions.id),
    memberId: integer('member_id').notNull(),
    // The wallet the round's stakes came from, where its wins and refunds go, and what it counts as.
    walletTypeId: smallint('wallet_type_id').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull().default('open'),
    totalBet: bigint('total_bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    totalWin: bigint('total_win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    totalRefund: bigint('total_refund', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('game_rounds_provider_round_key').on(t.providerId, t.roundId),
    check('game_rounds_status_known', sql`${t.status} in ('open', 'settled')`),
    check('game_rounds_settled_at', sql`(${t.status} = 'settled') = (${t.settledAt} is not null)`),
  ],
);

/**
 * Every bet, win and rollback a provider sent, with the answer it got: a retry with the same
 * transaction id is answered from here and moves nothing again (docs/rules/games.md#provider-protocol).
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: text('provider_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    call: text('call').notNull(),
    // SHA-256 of the fields that define the movement; the same id with another fingerprint is a conflict.
    fingerprint: text('fingerprint').notNull(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => gameSessions.id),
    roundId: text('round_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    // Set on an accepted bet when a rollback refunds it.
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('provider_transactions_provider_tx_key').on(t.providerId, t.transactionId),
    check('provider_transactions_call_known', sql`${t.call} in ('bet', 'win', 'rollback')`),
    index('provider_transactions_round_idx').on(t.providerId, t.roundId),
  ],
);

/**
 * Turnover and win/loss per member, wallet and category per Bangkok day, kept in the same transaction
 * as the ledger movement, for promotions, cashback, affiliate, quests and VIP to read later.
 */
export const gameDailyTotals = pgTable(
  'game_daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    memberId: integer('member_id').notNull(),
    walletTypeId: smallint('wallet_type_id').notNull(),
    category: text('category').notNull(),
    betCount: integer('bet_count').notNull().default(0),
    // Accepted stakes minus rolled-back ones.
    turnover: bigint('turnover', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    // Wins credited; the member's win/loss for the day is payout - turnover.
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.day, t.memberId, t.walletTypeId, t.category] })],
);

export const providerWinReviewStatus = pgEnum('provider_win_review_status', ['pending', 'resolved']);
/** What the operator found: the win was wrong and stays unpaid, or it is paid by a balance adjustment. */
export const providerWinDecision = pgEnum('provider_win_decision', ['refused', 'pay_by_adjustment']);

/**
 * Wins a provider sent above the round's stakes × the game's maximum multiplier: refused with
 * WIN_ABOVE_MAXIMUM, nothing paid, and queued here for an operator (docs/GAMES.md). One row per refused
 * transaction (a retry is answered from provider_transactions and adds none).
 */
export const providerWinReviews = pgTable(
  'provider_win_reviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: text('provider_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    roundId: text('round_id').notNull(),
    memberId: integer('member_id').notNull(),
    walletTypeId: integer('wallet_type_id').notNull(),
    gameId: text('game_id').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    /** The round's standing stakes (bets minus refunds) and its wins already paid, when the win came. */
    stakesSatang: bigint('stakes_satang', { mode: 'bigint' }).notNull(),
    paidSatang: bigint('paid_satang', { mode: 'bigint' }).notNull(),
    maxMultiplier: integer('max_multiplier').notNull(),
    status: providerWinReviewStatus('status').notNull().default('pending'),
    decision: providerWinDecision('decision'),
    note: text('note'),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('provider_win_reviews_transaction_key').on(t.providerId, t.transactionId),
    index('provider_win_reviews_pending_idx').on(t.status, t.createdAt),
    check(
      'provider_win_reviews_resolution',
      sql`(${t.status} = 'pending') = (${t.decision} is null and ${t.resolvedAt} is null)`,
    ),
  ],
);
