import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { ledgerReconcileChecks } from '#db/schema/ledger.ts';

/**
 * The last ledger check any instance's job recorded (docs/OPERATIONS.md#metrics), as scalar subqueries of
 * the queue gauges' one statement: app.ts hands them over, as it does payments' and lotto's
 * (docs/ARCHITECTURE.md#each-domain-owns-its-tables). `ok`: whether it found every invariant holding
 * (null before the first check); `checkedAt`: when it ran.
 */
export function lastReconcileCheckSql(): { ok: SQL; checkedAt: SQL } {
  const newest = sql`from ${ledgerReconcileChecks} order by id desc limit 1`;
  return {
    ok: sql`(select ok ${newest})`,
    checkedAt: sql`(select checked_at ${newest})`,
  };
}
