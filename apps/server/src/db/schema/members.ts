import { sql } from 'drizzle-orm';
import {
  bigint,
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
  unique,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { operators } from './backoffice.ts';

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

/**
 * Per-member responsible-gaming choices (docs/rules/responsible-gaming.md); a missing row means the defaults.
 */
export const responsibleGamingSettings = pgTable('responsible_gaming_settings', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  realityCheckMinutes: smallint('reality_check_minutes').notNull(),
  coolOffUntil: timestamp('cool_off_until', { withTimezone: true }),
  selfExcludedUntil: timestamp('self_excluded_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const rgLimitKind = pgEnum('rg_limit_kind', ['deposit', 'loss']);
export const rgLimitPeriod = pgEnum('rg_limit_period', ['day', 'week', 'month']);

/**
 * One row per member, kind and period. `pending_effective_at` set means a looser value waits: its
 * `pending_satang` (null = the limit is removed) takes over at that time.
 */
export const responsibleGamingLimits = pgTable(
  'responsible_gaming_limits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: rgLimitKind('kind').notNull(),
    period: rgLimitPeriod('period').notNull(),
    currentSatang: bigint('current_satang', { mode: 'bigint' }),
    pendingSatang: bigint('pending_satang', { mode: 'bigint' }),
    pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.period] }),
    check(
      'responsible_gaming_limits_positive',
      sql`(${t.currentSatang} is null or ${t.currentSatang} > 0) and (${t.pendingSatang} is null or ${t.pendingSatang} > 0)`,
    ),
    check(
      'responsible_gaming_limits_pending_has_time',
      sql`${t.pendingSatang} is null or ${t.pendingEffectiveAt} is not null`,
    ),
  ],
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

/**
 * Every operator action (docs/rules/operator.md#audit-log): who, what, on what, and the details they gave.
 */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operator: text('operator').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    detail: jsonb('detail').notNull(),
    // Back-office actions (docs/BACKOFFICE.md#audit-log): the operator's account, the address the call came
    // from, and the target before and after; null for the command line and the jobs. The table is
    // append-only in the database (a trigger refuses UPDATE, DELETE and TRUNCATE).
    operatorId: integer('operator_id').references((): AnyPgColumn => operators.id),
    ip: text('ip'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt,
  },
  (t) => [index('operator_audit_log_target_idx').on(t.targetType, t.targetId)],
);
