import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { lottoBills, lottoRounds } from '#db/schema/lotto.ts';
import type { DayMoney, InstantRange } from '#shared/day-figures.ts';

/**
 * Stakes of the agent's lotto bills still waiting for their draw, per Bangkok day they were placed (the
 * day their turnover is kept on). They are turnover but not yet revenue: GGR is settled stakes minus wins
 * (docs/BACKOFFICE.md#dashboard). Read through the rounds not yet settled, which are few.
 */
export async function pendingStakesPerDay(db: Db, agentId: number, at: InstantRange): Promise<DayMoney[]> {
  return rowsOf<DayMoney>(
    await db.execute(sql`
      select to_char(b.created_at at time zone 'Asia/Bangkok', 'YYYY-MM-DD') as day,
        sum(b.total_satang)::text as amount
      from ${lottoRounds} r join ${lottoBills} b on b.round_id = r.id and b.status = 'pending'
      where r.status in ('scheduled', 'open', 'closed', 'resulted') and b.agent_id = ${agentId}
        and b.created_at >= ${at.start.toISOString()}::timestamptz
        and b.created_at < ${at.end.toISOString()}::timestamptz
      group by 1`),
  );
}
