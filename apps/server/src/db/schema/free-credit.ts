import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * The free-credit wallet's running requirement, one row per member while one runs
 * (docs/rules/wallets.md#free-credit): what free credit the member received since it started, the
 * turnover that releases the wallet, and where its turnover is counted from. Released or ended, the row
 * goes; the next free credit starts a new one.
 */
export const freeCreditRequirements = pgTable(
  'free_credit_requirements',
  {
    // A new id for each requirement: the ledger keys of its release name it.
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .unique()
      .references(() => members.id),
    creditedSatang: bigint('credited_satang', { mode: 'bigint' }).notNull(),
    requiredTurnoverSatang: bigint('required_turnover_satang', { mode: 'bigint' }).notNull(),
    // The Bangkok day it started and the wallet's turnover that day before it started: the progress
    // counts that day's turnover above this base, as a promotion's does.
    startDay: date('start_day', { mode: 'string' }).notNull(),
    turnoverBaseSatang: bigint('turnover_base_satang', { mode: 'bigint' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'free_credit_requirements_amounts',
      sql`${t.creditedSatang} > 0 and ${t.requiredTurnoverSatang} >= 0 and ${t.turnoverBaseSatang} >= 0`,
    ),
  ],
);
