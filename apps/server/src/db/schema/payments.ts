import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { contentColumns, testAccountColumn } from './columns.ts';
import { bankAccountKind, members } from './members.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The agent's PromptPay ids (docs/rules/payments.md#promptpay-qr): a mobile number or a 13-digit national /
 * tax id.
 */
export const promptpayProxyType = pgEnum('promptpay_proxy_type', ['mobile', 'national_id']);
export const agentPromptpayAccounts = pgTable(
  'agent_promptpay_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    proxyType: promptpayProxyType('proxy_type').notNull(),
    proxyId: text('proxy_id').notNull(),
    accountName: text('account_name').notNull(),
    ...testAccountColumn,
    ...contentColumns,
  },
  (t) => [index('agent_promptpay_accounts_agent_idx').on(t.agentId, t.sortOrder)],
);

export const depositChannelKind = pgEnum('deposit_channel_kind', ['promptpay', 'bank_transfer', 'truemoney']);
export const depositStatus = pgEnum('deposit_status', ['pending', 'paid', 'expired', 'cancelled']);

/**
 * A deposit a member opened and a gateway, a statement line or an operator confirms. A row stays
 * 'pending' past its expiry until something touches it; readers treat it as expired by time.
 */
export const depositIntents = pgTable(
  'deposit_intents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull().unique(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    channel: depositChannelKind('channel').notNull(),
    subChannelId: integer('sub_channel_id').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    // Transfers: amount plus a satang suffix unique among the account's open intents; PromptPay: amount.
    payAmountSatang: bigint('pay_amount_satang', { mode: 'bigint' }).notNull(),
    creditedSatang: bigint('credited_satang', { mode: 'bigint' }),
    payload: text('payload'),
    status: depositStatus('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // When money for this intent counts as arriving while it was open: from its creation to its expiry,
    // widened by the matching grace on both sides (DEPOSIT_MATCH_GRACE_MINUTES, docs/PAYMENTS.md).
    // Fixed when the intent opens, so a later change of the setting never moves a member's window.
    acceptsFrom: timestamp('accepts_from', { withTimezone: true }).notNull(),
    acceptsUntil: timestamp('accepts_until', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmedBy: text('confirmed_by'),
    // The bank statement line (its hash) matched to this intent, once one is: an intent an operator
    // confirmed by hand is paid but not yet matched until its line is imported.
    statementKey: text('statement_key').unique(),
    // The promotion the member chose when opening it; applied (or refused) when it is credited.
    promotionId: integer('promotion_id'),
    createdAt,
  },
  (t) => [
    // One open intent per member: a new one cancels the old in the same transaction.
    uniqueIndex('deposit_intents_one_open_per_member')
      .on(t.memberId)
      .where(sql`${t.status} = 'pending'`),
    // A statement line (account, exact amount) must match one open intent only.
    // Transfers only: PromptPay QRs carry their own reference, so equal amounts never collide there.
    uniqueIndex('deposit_intents_open_pay_amount')
      .on(t.channel, t.subChannelId, t.payAmountSatang)
      .where(sql`${t.status} = 'pending' and ${t.channel} <> 'promptpay'`),
    index('deposit_intents_member_idx').on(t.memberId, t.createdAt),
  ],
);

/**
 * Every webhook event a gateway delivered, once: the primary key is the dedupe. An event id is unique
 * only within the gateway that issued it (two gateways may both send "evt_1"), so the key is both.
 */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    reference: text('reference').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    payload: jsonb('payload').notNull(),
    // What the event did: 'credited', 'flagged' (waits for an operator: docs/PAYMENTS.md), 'already_paid'.
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'gateway_events_gateway_event_id_pk', columns: [t.gateway, t.eventId] })],
);

/** The sandbox gateway's own outbox (packages/sandbox-gateway): what it sent, for redelivery by id. */
export const sandboxGatewayEvents = pgTable('sandbox_gateway_events', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull(),
  body: text('body').notNull(),
  // The first successful delivery, and attempts over all deliveries of the event.
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  createdAt,
});

/**
 * The sandbox gateway's deliveries of its events, with their retries kept here rather than in a
 * server's memory, so they survive a restart and any server sharing the database may make the next
 * attempt (each attempt is claimed by one of them: docs/PAYMENTS.md). One row per delivery: the
 * payment's own, and one per operator redelivery.
 */
export const sandboxGatewayDeliveries = pgTable(
  'sandbox_gateway_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: text('event_id')
      .notNull()
      .references(() => sandboxGatewayEvents.id),
    // Attempts claimed so far (the one in flight included).
    attempts: integer('attempts').notNull().default(0),
    // When the next attempt is due; null once delivered or out of attempts.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    // What the retry poller reads every second: only the deliveries still waiting.
    index('sandbox_gateway_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.nextAttemptAt} is not null`),
    index('sandbox_gateway_deliveries_event_idx').on(t.eventId),
  ],
);

/**
 * pending → paid | rejected by an operator (a manual payout, `withdraw:approve`), or pending → approved
 * (automatically or by an operator) → sent to the payout gateway → paid | failed (the hold voided), with
 * unknown while no callback came in time and the gateway's status is being asked (docs/PAYMENTS.md#payouts).
 */
export const withdrawalStatus = pgEnum('withdrawal_status', [
  'pending',
  'paid',
  'rejected',
  'approved',
  'sent',
  'unknown',
  'failed',
]);

/** A withdrawal request; its amount sits in the ledger hold `holdKey` until approved or rejected. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    holdKey: text('hold_key').notNull().unique(),
    // The client's id of the submission (docs/PAYMENTS.md): a retry finds this row instead of making
    // another. Null only on rows from before it existed.
    requestId: uuid('request_id'),
    // A snapshot: the payout goes to the account as it was when the member asked.
    bank: bankAccountKind('bank').notNull(),
    bankCode: text('bank_code').notNull(),
    accountNo: text('account_no').notNull(),
    accountName: text('account_name').notNull(),
    status: withdrawalStatus('status').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    // The payout through the gateway (docs/PAYMENTS.md#payouts): which gateway, when it took the
    // request, and when the money arrived or the payout failed. A manual payout has no gateway.
    payoutGateway: text('payout_gateway'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    // The automatic approval's look at the request (docs/rules/payments.md#automatic-approval): when,
    // and the reasons it went to a person (empty when it was approved automatically).
    autoCheckedAt: timestamp('auto_checked_at', { withTimezone: true }),
    autoReasons: jsonb('auto_reasons').$type<string[]>(),
    createdAt,
  },
  (t) => [
    // The requests the automatic approval has not looked at yet. (The payouts in flight are read through
    // withdrawals_agent_decided_idx; a partial index naming the new states could not be built in the
    // migration that adds them.)
    index('withdrawals_auto_unchecked_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending' and ${t.autoCheckedAt} is null`),
    // At most one pending withdrawal per member (docs/rules/payments.md#withdrawals), whatever the
    // concurrency.
    uniqueIndex('withdrawals_one_pending_per_member')
      .on(t.memberId)
      .where(sql`${t.status} = 'pending'`),
    // One withdrawal per request id of a member, however many times or how concurrently it is sent.
    uniqueIndex('withdrawals_member_request_unique').on(t.memberId, t.requestId),
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    // Paid withdrawals per day of their approval (the back office's reports and dashboard).
    index('withdrawals_agent_decided_idx').on(t.agentId, t.status, t.decidedAt),
  ],
);
