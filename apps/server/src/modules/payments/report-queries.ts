import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { withdrawals } from '#db/schema/payments.ts';
import type { DayMoney, InstantRange } from '#shared/day-figures.ts';

/**
 * Paid withdrawals of the agent per Bangkok day the money left, for the back office's reports and
 * dashboard (docs/BACKOFFICE.md#reports): `paid_at` (the gateway's time for a payout through it, the
 * decision's for one paid by hand); rows paid before `paid_at` was kept fall back to `decided_at`.
 */
export async function paidWithdrawalsPerDay(db: Db, agentId: number, at: InstantRange): Promise<DayMoney[]> {
  return rowsOf<DayMoney>(
    await db.execute(sql`
      select to_char(coalesce(paid_at, decided_at) at time zone 'Asia/Bangkok', 'YYYY-MM-DD') as day,
        sum(amount_satang)::text as amount
      from ${withdrawals}
      where agent_id = ${agentId} and status = 'paid'
        and coalesce(paid_at, decided_at) >= ${at.start.toISOString()}::timestamptz
        and coalesce(paid_at, decided_at) < ${at.end.toISOString()}::timestamptz
      group by 1`),
  );
}
