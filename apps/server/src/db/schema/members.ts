import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Members of an agent (docs/rules/accounts.md#registration). The phone is the username, unique within the
 * agent.
 */
export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    phone: text('phone').notNull(),
    // Argon2id PHC string; never selected by anything that answers a member or prints for an operator.
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    lineId: text('line_id'),
    referralCode: text('referral_code').notNull().unique(),
    uplineMemberId: integer('upline_member_id').references((): AnyPgColumn => members.id),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    // Set while an operator has locked the member (docs/BACKOFFICE.md#members): login is refused.
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockReason: text('lock_reason'),
    createdAt,
  },
  (t) => [
    unique('members_agent_phone_unique').on(t.agentId, t.phone),
    index('members_upline_idx').on(t.uplineMemberId),
    // New members per day (the back office's reports and dashboard).
    index('members_agent_created_idx').on(t.agentId, t.createdAt),
  ],
);

export const bankAccountKind = pgEnum('member_bank_account_kind', ['main', 'sub']);

/**
 * Main (registered) and sub (second, for withdrawals) accounts in one table, so one unique constraint
 * keeps an account number with a single member of the agent whichever role it has.
 */
export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    kind: bankAccountKind('kind').notNull(),
    bankCode: text('bank_code').notNull(),
    accountNo: text('account_no').notNull(),
    accountName: text('account_name').notNull(),
    createdAt,
  },
  (t) => [
    unique('member_bank_accounts_agent_account_unique').on(t.agentId, t.accountNo),
    unique('member_bank_accounts_member_kind_unique').on(t.memberId, t.kind),
  ],
);

/** Bearer sessions; only the SHA-256 of the token is kept, so a leaked table opens no session. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('member_sessions_member_idx').on(t.memberId)],
);

/** At most one live reset code per member: a new request replaces the old one. */
export const passwordResetOtps = pgTable(
  'password_reset_otps',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [check('password_reset_otps_attempts_non_negative', sql`${t.attempts} >= 0`)],
);

/** What the built-in sandbox SMS sender "sent"; tests and `sandbox:otp` read the latest code here. */
export const sandboxSmsInbox = pgTable(
  'sandbox_sms_inbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    otp: text('otp'),
    createdAt,
  },
  (t) => [index('sandbox_sms_inbox_phone_idx').on(t.phone, t.id)],
);
