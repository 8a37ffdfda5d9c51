import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { operators } from './backoffice.ts';

/**
 * Four-eyes approvals (docs/BACKOFFICE.md#four-eyes-approval): an action one operator asks for and a
 * second operator, never the same one, approves (the action runs in the approval's transaction) or
 * rejects with a reason. `subject` names what it acts on (`member:12`, `lotto_round:7`); at most one
 * request of a kind is pending per subject.
 */
export const backofficeApprovals = pgTable(
  'backoffice_approvals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => operators.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (t) => [
    check(
      'backoffice_approvals_kind',
      sql`${t.kind} in ('member.adjust', 'lotto.result', 'points.adjust', 'shop.item', 'coupon.add', 'wheel.segments', 'promotion.add', 'quest.save', 'lotto.rates', 'poll.add', 'withdraw.rules')`,
    ),
    check('backoffice_approvals_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      'backoffice_approvals_decided',
      sql`(${t.status} = 'pending') = (${t.decidedBy} is null and ${t.decidedAt} is null)`,
    ),
    check(
      'backoffice_approvals_four_eyes',
      sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`,
    ),
    uniqueIndex('backoffice_approvals_one_pending')
      .on(t.kind, t.subject)
      .where(sql`${t.status} = 'pending'`),
    index('backoffice_approvals_status_requested').on(t.status, t.requestedAt),
  ],
);
