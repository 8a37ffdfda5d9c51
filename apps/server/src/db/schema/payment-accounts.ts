import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { contentColumns, testAccountColumn } from './columns.ts';

/** Accounts members transfer deposits to; shown on the deposit page. */
export const agentBankAccounts = pgTable(
  'agent_bank_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNo: text('account_no').notNull(),
    accountName: text('account_name').notNull(),
    ...testAccountColumn,
    ...contentColumns,
  },
  (t) => [index('agent_bank_accounts_agent_idx').on(t.agentId, t.sortOrder)],
);

export const agentTrueMoneyAccounts = pgTable(
  'agent_true_money_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    accountName: text('account_name').notNull(),
    ...testAccountColumn,
    ...contentColumns,
  },
  (t) => [index('agent_true_money_accounts_agent_idx').on(t.agentId, t.sortOrder)],
);
