import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { flaggedDeposits } from '#db/schema/flagged-deposits.ts';
import { withdrawals } from '#db/schema/payments.ts';

/**
 * The platform's queue gauges (docs/OPERATIONS.md#metrics) over every agent, as scalar subqueries of the
 * scrape's one statement: app.ts hands them to the gauges, which are platform code and import no domain
 * (docs/ARCHITECTURE.md#each-domain-owns-its-tables). `count`: how many wait for a decision; `oldestAt`:
 * when the oldest of them arrived (null when none waits).
 */
export function pendingQueuesSql(): {
  withdrawals: { count: SQL; oldestAt: SQL };
  flaggedDeposits: { count: SQL; oldestAt: SQL };
} {
  return {
    withdrawals: {
      count: sql`(select count(*) from ${withdrawals} where status = 'pending')`,
      oldestAt: sql`(select min(created_at) from ${withdrawals} where status = 'pending')`,
    },
    flaggedDeposits: {
      count: sql`(select count(*) from ${flaggedDeposits} where status = 'pending')`,
      oldestAt: sql`(select min(created_at) from ${flaggedDeposits} where status = 'pending')`,
    },
  };
}
