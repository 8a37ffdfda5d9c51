import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the points accrual job has already awarded per source (docs/rules/points.md#earning), so each
 * deposit earns once and each member-day's turnover earns only the points it has not earned yet.
 * `source` is 'deposit' (source_key: the deposit intent's id) or 'turnover' (source_key: the Bangkok
 * date); `points` is the total awarded for it so far. Members are referred to by id, like the ledger.
 */
export const pointsAccruals = pgTable(
  'points_accruals',
  {
    source: text('source').notNull(),
    sourceKey: text('source_key').notNull(),
    memberId: integer('member_id').notNull(),
    points: integer('points').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.memberId, t.sourceKey] })],
);
