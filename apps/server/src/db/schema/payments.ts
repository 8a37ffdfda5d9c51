import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { contentColumns } from './columns.ts';
import { bankAccountKind, members } from './members.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The agent's PromptPay ids (domain.md §4): a mobile number or a 13-digit national / tax id. */
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
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // Paid after expiry or cancellation, or a different amount arrived: credited, and for the operator to look at.
    flaggedLate: boolean('flagged_late').notNull().default(false),
    confirmedBy: text('confirmed_by'),
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

/** Every webhook event a gateway delivered, once: the primary key is the dedupe. */
export const gatewayEvents = pgTable('gateway_events', {
  gateway: text('gateway').notNull(),
  eventId: text('event_id').primaryKey(),
  reference: text('reference').notNull(),
  amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
  payload: jsonb('payload').notNull(),
  // What the event did: 'credited', 'already_paid', 'unknown_reference'.
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox gateway's own outbox (packages/sandbox-gateway): what it sent, for redelivery by id. */
export const sandboxGatewayEvents = pgTable('sandbox_gateway_events', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull(),
  body: text('body').notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  createdAt,
});

export const withdrawalStatus = pgEnum('withdrawal_status', ['pending', 'paid', 'rejected']);

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
    // A snapshot: the payout goes to the account as it was when the member asked.
    bank: bankAccountKind('bank').notNull(),
    bankCode: text('bank_code').notNull(),
    accountNo: text('account_no').notNull(),
    accountName: text('account_name').notNull(),
    status: withdrawalStatus('status').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    // At most one pending withdrawal per member (domain.md §4), whatever the concurrency.
    uniqueIndex('withdrawals_one_pending_per_member')
      .on(t.memberId)
      .where(sql`${t.status} = 'pending'`),
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
  ],
);
