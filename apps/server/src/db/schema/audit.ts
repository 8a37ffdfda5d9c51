import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { operators } from './backoffice.ts';

// Owned by the platform (shared/operator-audit.ts): every domain's operator actions are written through it
// (docs/ARCHITECTURE.md#each-domain-owns-its-tables).

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
