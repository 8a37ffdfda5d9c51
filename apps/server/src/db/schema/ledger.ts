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
} from 'drizzle-orm/pg-core';

/**
 * The double-entry ledger (docs/rules/ledger.md). Amounts are integer satang for THB and whole points for
 * POINT. The ledger knows nothing of members beyond their id: no foreign key to a members table, so it
 * stays a generic core that every module can depend on.
 */
export const ledgerAccountKind = pgEnum('ledger_account_kind', ['member_wallet', 'member_points', 'system']);
export const ledgerAsset = pgEnum('ledger_asset', ['THB', 'POINT']);
export const ledgerHoldStatus = pgEnum('ledger_hold_status', ['pending', 'posted', 'voided']);

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // 'system:gateway_cash', 'member:42:wallet:1', 'member:42:points': stable names callers can address.
    code: text('code').notNull().unique(),
    kind: ledgerAccountKind('kind').notNull(),
    ownerMemberId: integer('owner_member_id'),
    walletTypeId: smallint('wallet_type_id'),
    asset: ledgerAsset('asset').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    allowNegative: boolean('allow_negative').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The write path refuses overdrafts with a conditional update; this is the last line of defence.
    check('ledger_accounts_balance_allowed', sql`${t.allowNegative} or ${t.balance} >= 0`),
    check(
      'ledger_accounts_owner_matches_kind',
      sql`(${t.kind} = 'system') = (${t.ownerMemberId} is null)
        and (${t.kind} = 'member_wallet') = (${t.walletTypeId} is not null)`,
    ),
    // Every balance stays a number JavaScript holds exactly (docs/GAMES.md#calls-and-statuses): a movement
    // that would take one past ±Number.MAX_SAFE_INTEGER fails instead of reading back inexact.
    check('ledger_accounts_balance_exact', sql`${t.balance} between -9007199254740991 and 9007199254740991`),
    check('ledger_accounts_members_never_negative', sql`${t.kind} = 'system' or not ${t.allowNegative}`),
    check('ledger_accounts_wallet_type_known', sql`${t.walletTypeId} between 1 and 4`),
    check(
      'ledger_accounts_member_asset',
      sql`(${t.kind} <> 'member_wallet' or ${t.asset} = 'THB') and (${t.kind} <> 'member_points' or ${t.asset} = 'POINT')`,
    ),
    index('ledger_accounts_owner_idx').on(t.ownerMemberId),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    memo: text('memo'),
    createdBy: text('created_by').notNull(),
    // Balances right after this transfer, so a statement shows a running balance without summing history.
    debitBalanceAfter: bigint('debit_balance_after', { mode: 'bigint' }).notNull(),
    creditBalanceAfter: bigint('credit_balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.id),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.id),
    index('ledger_transfers_ref_idx').on(t.refType, t.refId),
  ],
);

/** Two-phase reservations: placing moves funds into a pending account; posting or voiding moves them out once. */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    pendingAccountId: bigint('pending_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: ledgerHoldStatus('status').notNull().default('pending'),
    reason: text('reason').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    placeTransferId: bigint('place_transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    resolutionTransferId: bigint('resolution_transfer_id', { mode: 'number' }).references(
      () => ledgerTransfers.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    check('ledger_holds_amount_positive', sql`${t.amount} > 0`),
    check(
      'ledger_holds_resolved_once',
      sql`(${t.status} = 'pending') = (${t.resolvedAt} is null and ${t.resolutionTransferId} is null)`,
    ),
    index('ledger_holds_ref_idx').on(t.refType, t.refId),
  ],
);

const flowColumns = {
  // Credited to the member's wallets for a deposit, net of any reversal.
  deposits: bigint('deposits', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  // Stakes out of the member's wallets (game bets, lotto bills).
  stakes: bigint('stakes', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  // What stakes brought back: wins, cancelled bills, void rounds, provider rollbacks.
  stakeReturns: bigint('stake_returns', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
};

/**
 * A member's deposits, stakes and stake returns per Bangkok day of the transfer, over all four wallets,
 * kept by a trigger on ledger_transfers in the same transaction as each transfer (migration
 * 0016_member_flows, docs/rules/ledger.md#kept-totals). Limits read a period as a sum of days, never a
 * scan of the member's history.
 */
export const ledgerMemberDailyFlows = pgTable(
  'ledger_member_daily_flows',
  {
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...flowColumns,
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day] }),
    // The back office's reports and dashboard read a range of days over every member.
    index('ledger_member_daily_flows_day_idx').on(t.day),
  ],
);

/** The same figures over the member's whole history, one row per member (VIP levels read it). */
export const ledgerMemberFlowTotals = pgTable('ledger_member_flow_totals', {
  memberId: integer('member_id').primaryKey(),
  ...flowColumns,
});

/**
 * The ledger-reconcile job's findings, one row per check (every 5 minutes, one instance of the cluster:
 * docs/OPERATIONS.md#metrics). Every instance's `ug99_ledger_reconcile_ok` reads the newest row, so the
 * alert sees the same truth whichever instance ran the check; rows older than 30 days are removed.
 */
export const ledgerReconcileChecks = pgTable(
  'ledger_reconcile_checks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    ok: boolean('ok').notNull(),
    violations: integer('violations').notNull(),
    /** The first violations' messages (docs/rules/ledger.md#invariants), for the operator on call. */
    detail: jsonb('detail').$type<string[]>().notNull(),
  },
  (t) => [index('ledger_reconcile_checks_checked_at_idx').on(t.checkedAt)],
);
