import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { ledgerMemberDailyFlows, ledgerMemberFlowTotals } from '#db/schema/ledger.ts';

/**
 * The kept totals as subqueries for an audience query over many members (the operator's broadcast,
 * docs/NOTIFICATIONS.md#the-operators-broadcast), so the caller reads them without knowing the tables.
 */

/** `(member_id, deposits, stakes)`: each member's lifetime totals (no row: nothing yet). */
export function lifetimeFlowsSql(): SQL {
  return sql`(select member_id, deposits, stakes from ${ledgerMemberFlowTotals})`;
}

/** `member_id` of each member credited a deposit on the Bangkok day `fromDay` (YYYY-MM-DD) or later. */
export function depositedSinceSql(fromDay: string): SQL {
  return sql`(select distinct member_id from ${ledgerMemberDailyFlows}
    where day >= ${fromDay}::date and deposits > 0)`;
}
