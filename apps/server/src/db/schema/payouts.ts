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
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';

/**
 * The rules within which the server approves a withdrawal by itself (docs/rules/payments.md#automatic-approval),
 * one row per agent once finance has set them; without a row the defaults of the mode hold (sandbox or
 * production, modules/payments/payouts/rules.ts). Amounts in satang.
 */
export const withdrawalAutoRules = pgTable(
  'withdrawal_auto_rules',
  {
    agentId: integer('agent_id')
      .primaryKey()
      .references(() => agents.id),
    enabled: boolean('enabled').notNull(),
    maxPerWithdrawalSatang: bigint('max_per_withdrawal_satang', { mode: 'bigint' }).notNull(),
    maxPerMemberDaySatang: bigint('max_per_member_day_satang', { mode: 'bigint' }).notNull(),
    hourlyBudgetSatang: bigint('hourly_budget_satang', { mode: 'bigint' }).notNull(),
    dailyBudgetSatang: bigint('daily_budget_satang', { mode: 'bigint' }).notNull(),
    minAccountAgeHours: integer('min_account_age_hours').notNull(),
    // The turnover since the last deposit, in percent of that deposit (100 = played through once).
    minTurnoverPercent: integer('min_turnover_percent').notNull(),
    firstWithdrawalToPerson: boolean('first_withdrawal_to_person').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'withdrawal_auto_rules_non_negative',
      sql`${t.maxPerWithdrawalSatang} >= 0 and ${t.maxPerMemberDaySatang} >= 0 and ${t.hourlyBudgetSatang} >= 0
        and ${t.dailyBudgetSatang} >= 0 and ${t.minAccountAgeHours} >= 0 and ${t.minTurnoverPercent} >= 0`,
    ),
  ],
);

/**
 * What the sandbox gateway was asked to pay out (packages/sandbox-gateway): one row per payout id (our
 * withdrawal's), so a repeated request answers the payout already made and never pays twice.
 */
export const sandboxPayouts = pgTable(
  'sandbox_payouts',
  {
    payoutId: text('payout_id').primaryKey(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    bankCode: text('bank_code').notNull(),
    accountNo: text('account_no').notNull(),
    accountName: text('account_name').notNull(),
    // 'processing' until the sandbox settles it: 'paid', or 'failed' with its failure code.
    status: text('status').notNull(),
    failureCode: text('failure_code'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('sandbox_payouts_status', sql`${t.status} in ('processing', 'paid', 'failed')`),
    index('sandbox_payouts_processing_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'processing'`),
  ],
);

/** One difference of a day's payout reconciliation, as stored (amounts as satang text). */
export type StoredPayoutDifference = {
  kind: 'missing_at_gateway' | 'not_paid_here' | 'amount_differs';
  payoutId: string;
  withdrawalId: number | null;
  oursSatang: string | null;
  gatewaySatang: string | null;
  status: string | null;
};

/**
 * The daily payout reconciliation's result (docs/rules/payments.md#payout-reconciliation): one row per
 * agent, gateway and Bangkok day, written once by the job (the key makes a second write a no-op).
 */
export const payoutReconciliations = pgTable(
  'payout_reconciliations',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    gateway: text('gateway').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    oursCount: integer('ours_count').notNull(),
    oursSatang: bigint('ours_satang', { mode: 'bigint' }).notNull(),
    theirsCount: integer('theirs_count').notNull(),
    theirsSatang: bigint('theirs_satang', { mode: 'bigint' }).notNull(),
    differences: jsonb('differences').$type<StoredPayoutDifference[]>().notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.gateway, t.day] })],
);
