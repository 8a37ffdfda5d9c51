import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { ledgerMemberDailyFlows } from '#db/schema/ledger.ts';
import type { DayMoney, DayRange } from '#shared/day-figures.ts';

/**
 * Deposits per Bangkok day of the members `memberIds` names (a subquery of their ids, e.g. members'
 * `agentMembersSql`), from the kept daily flows (docs/rules/ledger.md#kept-totals): the back office's
 * reports and dashboard (docs/BACKOFFICE.md#reports) never scan the ledger.
 */
export async function depositsPerDay(db: Db, memberIds: SQL, days: DayRange): Promise<DayMoney[]> {
  return rowsOf<DayMoney>(
    await db.execute(sql`
      select f.day::text as day, sum(f.deposits)::text as amount
      from ${ledgerMemberDailyFlows} f
      where f.day >= ${days.from}::date and f.day <= ${days.to}::date and f.member_id in ${memberIds}
      group by f.day`),
  );
}
