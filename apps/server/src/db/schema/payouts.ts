import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
