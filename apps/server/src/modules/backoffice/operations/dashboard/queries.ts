import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';

/**
 * The dashboard's figures (docs/BACKOFFICE.md#dashboard), from the totals the database keeps per member
 * and Bangkok day in the same transaction as each movement (docs/rules/ledger.md#kept-totals): deposits
 * from ledger_member_daily_flows, turnover and payouts from game_daily_totals. The ledger itself is never
 * scanned. Withdrawals and new members are read from their own tables over the period.
 */

type DayMoney = { day: string; amount: string };

/** Deposits per Bangkok day from `from` (inclusive), members of the agent only. */
export async function depositsPerDay(db: Db, agentId: number, from: string): Promise<DayMoney[]> {
  return rowsOf<DayMoney>(
    await db.execute(sql`
      select f.day::text as day, sum(f.deposits)::text as amount
      from ledger_member_daily_flows f join members m on m.id = f.member_id
      where f.day >= ${from}::date and m.agent_id = ${agentId}
      group by f.day`),
  );
}

/** Paid withdrawals per Bangkok day of their approval, from the instant `from`. */
export async function withdrawalsPerDay(db: Db, agentId: number, from: Date): Promise<DayMoney[]> {
  return rowsOf<DayMoney>(
    await db.execute(sql`
      select to_char(decided_at at time zone 'Asia/Bangkok', 'YYYY-MM-DD') as day,
        sum(amount_satang)::text as amount
      from withdrawals
      where agent_id = ${agentId} and status = 'paid' and decided_at >= ${from.toISOString()}::timestamptz
      group by 1`),
  );
}

type DayGame = { day: string; category: string; turnover: string; payout: string };

/** Turnover and payouts per Bangkok day and category from `from` (inclusive). */
export async function gamesPerDay(db: Db, agentId: number, from: string): Promise<DayGame[]> {
  return rowsOf<DayGame>(
    await db.execute(sql`
      select g.day::text as day, g.category, sum(g.turnover)::text as turnover, sum(g.payout)::text as payout
      from game_daily_totals g join members m on m.id = g.member_id
      where g.day >= ${from}::date and m.agent_id = ${agentId}
      group by g.day, g.category`),
  );
}

/** Members who staked anything on the day. */
export async function activePlayers(db: Db, agentId: number, day: string): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await db.execute(sql`
      select count(distinct g.member_id)::text as n
      from game_daily_totals g join members m on m.id = g.member_id
      where g.day = ${day}::date and m.agent_id = ${agentId} and g.turnover > 0`),
  );
  return Number(row?.n ?? 0);
}

export async function newMembers(db: Db, agentId: number, from: Date, to: Date): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await db.execute(sql`
      select count(*)::text as n from members
      where agent_id = ${agentId} and created_at >= ${from.toISOString()}::timestamptz
        and created_at < ${to.toISOString()}::timestamptz`),
  );
  return Number(row?.n ?? 0);
}
