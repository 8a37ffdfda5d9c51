import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';

// Owned by #responsible-gaming (docs/ARCHITECTURE.md#each-domain-owns-its-tables).

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
