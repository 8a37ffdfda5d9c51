import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { members } from '#db/schema/members.ts';
import type { DayCount, InstantRange } from '#shared/day-figures.ts';

/**
 * Members of the agent who registered, per Bangkok day, for the back office's reports and dashboard
 * (docs/BACKOFFICE.md#reports); `exceptPhone` (the demo member's, where on) is left out.
 */
export async function newMembersPerDay(
  db: Db,
  agentId: number,
  at: InstantRange,
  exceptPhone: string | null,
): Promise<DayCount[]> {
  return rowsOf<DayCount>(
    await db.execute(sql`
      select to_char(created_at at time zone 'Asia/Bangkok', 'YYYY-MM-DD') as day, count(*)::text as n
      from ${members}
      where agent_id = ${agentId} and created_at >= ${at.start.toISOString()}::timestamptz
        and created_at < ${at.end.toISOString()}::timestamptz
        and phone is distinct from ${exceptPhone}::text
      group by 1`),
  );
}
