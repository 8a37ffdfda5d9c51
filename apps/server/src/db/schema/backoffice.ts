import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The back office's operators (docs/BACKOFFICE.md#access): people, separate from members, each with one
 * role (docs/BACKOFFICE.md#roles). An operator logs in with a phone or an email, a password (Argon2id) and
 * a TOTP code; until the one-time setup is finished (`totp_enrolled_at`), the account cannot log in and
 * may have neither phone nor email yet (the first admin created at start-up chooses one at setup).
 */
export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    phone: text('phone').unique('operators_phone_unique'),
    /** Stored lower-case, so a login matches whatever case the operator types. */
    email: text('email').unique('operators_email_unique'),
    role: text('role').notNull(),
    // Argon2id PHC string; null until the operator sets a password at setup.
    passwordHash: text('password_hash'),
    /** Base32 TOTP secret (RFC 6238); null until enrolled. */
    totpSecret: text('totp_secret'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The last 30-second step whose code was accepted: a code is good once (docs/BACKOFFICE.md#access). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The first admin the server creates at start-up when there is none: at most one such row. */
    bootstrap: boolean('bootstrap').notNull().default(false),
    createdAt,
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    check('operators_role_known', sql`${t.role} in ('admin', 'finance', 'lotto', 'marketing', 'support')`),
    check('operators_email_lower', sql`${t.email} = lower(${t.email})`),
    check(
      'operators_enrolled_can_log_in',
      sql`${t.totpEnrolledAt} is null or ((${t.phone} is not null or ${t.email} is not null) and ${t.passwordHash} is not null and ${t.totpSecret} is not null)`,
    ),
    uniqueIndex('operators_one_bootstrap')
      .on(t.bootstrap)
      .where(sql`${t.bootstrap}`),
  ],
);

/**
 * Operator sessions: the cookie's token is stored only as its SHA-256. A session ends at `expires_at`
 * (absolute, 12 h), after BACKOFFICE_IDLE_MINUTES without a request, or when revoked.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique('operator_sessions_token_unique'),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Who ended it: "logout", or the revoking admin as the audit log names operators. */
    revokedBy: text('revoked_by'),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** Ten single-use recovery codes per enrolment, stored as SHA-256 (each has 80 random bits). */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [uniqueIndex('operator_recovery_codes_unique').on(t.operatorId, t.codeHash)],
);

/**
 * One-time setup links (`/backoffice/setup#<token>`, 24 h): the token is stored as SHA-256; the TOTP
 * secret offered at setup start waits here until setup finishes. At most one live link per operator.
 */
export const operatorSetupTokens = pgTable(
  'operator_setup_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique('operator_setup_tokens_token_unique'),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    pendingTotpSecret: text('pending_totp_secret'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('operator_setup_tokens_one_live')
      .on(t.operatorId)
      .where(sql`${t.usedAt} is null`),
  ],
);

/**
 * The step between a right password and the TOTP code: a ticket (stored as SHA-256) that lives five
 * minutes, is used once, and allows a few wrong codes before it is void.
 */
export const operatorLoginTickets = pgTable(
  'operator_login_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketHash: text('ticket_hash').notNull().unique('operator_login_tickets_ticket_unique'),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('operator_login_tickets_operator_idx').on(t.operatorId)],
);
