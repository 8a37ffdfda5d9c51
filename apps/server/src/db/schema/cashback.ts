import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { ledgerTransfers } from './ledger.ts';

/**
 * One row per rebate a member received (docs/rules/cashback.md#claims). The unique (member, kind,
 * period) is what lets a period be claimed once: a second or parallel claim waits on it and finds the
 * first. The figures are the ones the rebate was computed from when it was claimed.
 */
export const cashbackClaims = pgTable(
  'cashback_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').notNull(),
    // The loss week's Monday or the turnover day, a Bangkok date.
    period: date('period', { mode: 'string' }).notNull(),
    // Loss: the week's net loss; turnover: the day's turnover of every category together.
    baseSatang: bigint('base_satang', { mode: 'bigint' }).notNull(),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('cashback_claims_once').on(t.memberId, t.kind, t.period),
    check('cashback_claims_kind', sql`${t.kind} in ('loss', 'turnover')`),
    check('cashback_claims_amount_positive', sql`${t.amountSatang} > 0 and ${t.baseSatang} >= 0`),
  ],
);

/**
 * One row per finished rebate period whose claimable rebates were announced in the members' inboxes
 * (docs/NOTIFICATIONS.md#kinds): the `cashback:notices` job inserts it in the transaction that writes the
 * items, so a period is announced once across instances and runs.
 */
export const cashbackNotices = pgTable(
  'cashback_notices',
  {
    kind: text('kind').notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    members: integer('members').notNull(),
    noticedAt: timestamp('noticed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.period] }),
    check('cashback_notices_kind', sql`${t.kind} in ('loss', 'turnover')`),
  ],
);
