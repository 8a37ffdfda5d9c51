import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { operators } from './backoffice.ts';

/**
 * Operator-created value (docs/rules/value-controls.md). `value_caps` holds the caps finance set, one row
 * per agent and path (a path without a row keeps its default); amounts are satang for money, whole points
 * or spins otherwise.
 */
export const valueCaps = pgTable(
  'value_caps',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    key: text('key').notNull(),
    perAction: bigint('per_action', { mode: 'bigint' }).notNull(),
    perOperatorDay: bigint('per_operator_day', { mode: 'bigint' }).notNull(),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => operators.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.key] }),
    check('value_caps_positive', sql`${t.perAction} > 0 and ${t.perOperatorDay} >= ${t.perAction}`),
  ],
);

/**
 * One row per value an operator created (docs/rules/value-controls.md#counting): the caps' sums and the
 * report "value created by operators" read it. `operator_id` is who asked; `approval_id` is set when a
 * second operator approved it (such rows do not count towards the asker's caps). `ref` makes a retried
 * action count once.
 */
export const operatorValueGrants = pgTable(
  'operator_value_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    key: text('key').notNull(),
    memberId: integer('member_id'),
    /** Signed: a balance adjustment that takes money back is negative. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    day: date('day').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    approvalId: integer('approval_id'),
    ref: text('ref').notNull(),
  },
  (t) => [
    uniqueIndex('operator_value_grants_ref').on(t.key, t.ref),
    index('operator_value_grants_operator').on(t.operatorId, t.key, t.at),
    index('operator_value_grants_day').on(t.agentId, t.day),
  ],
);
