import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { members } from './members.ts';
import { depositIntents } from './payments.ts';

/** Who said the money arrived (docs/PAYMENTS.md): a gateway event, a bank statement line, an operator. */
export const depositSource = pgEnum('deposit_source', ['gateway', 'statement', 'operator']);

/** Why money that arrived was not credited automatically (docs/PAYMENTS.md, "The flagged-deposit queue"). */
export const flaggedDepositReason = pgEnum('flagged_deposit_reason', [
  'unknown_reference',
  'no_matching_intent',
  'several_intents_match',
  'intent_cancelled',
  'intent_expired',
  'intent_not_open',
  'intent_already_paid',
  'amount_mismatch',
  'above_channel_max',
  'responsible_gaming',
]);

export const flaggedDepositStatus = pgEnum('flagged_deposit_status', ['pending', 'credited', 'returned']);

/**
 * Money that arrived but was not credited automatically, until an operator credits it to a member or
 * returns it. While pending it sits in the ledger's `deposits_flagged` account; nothing is dropped.
 */
export const flaggedDeposits = pgTable(
  'flagged_deposits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Null for a gateway payment whose reference is not ours: no agent or member is known yet.
    agentId: integer('agent_id').references(() => agents.id),
    intentId: integer('intent_id').references(() => depositIntents.id),
    // The intent's member, whom `deposit:flagged:credit` credits unless the operator names another.
    memberId: integer('member_id').references(() => members.id),
    source: depositSource('source').notNull(),
    // The same gateway event, statement line or operator confirmation is flagged once, however often it comes.
    sourceKey: text('source_key').notNull().unique(),
    reference: text('reference'),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    // The system account the money arrived in (gateway_cash or bank_float), where a return sends it back.
    receivedInto: text('received_into').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    reason: flaggedDepositReason('reason').notNull(),
    // For the operator: what was checked and what did not fit.
    detail: text('detail').notNull(),
    status: flaggedDepositStatus('status').notNull().default('pending'),
    creditedMemberId: integer('credited_member_id').references(() => members.id),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('flagged_deposits_amount_positive', sql`${t.amountSatang} > 0`),
    check(
      'flagged_deposits_decided_once',
      sql`(${t.status} = 'pending') = (${t.decidedAt} is null)
        and (${t.status} = 'credited') = (${t.creditedMemberId} is not null)`,
    ),
    index('flagged_deposits_status_idx').on(t.status, t.id),
    index('flagged_deposits_intent_idx').on(t.intentId),
  ],
);
