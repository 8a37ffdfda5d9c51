import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';

/**
 * The reports' and the dashboard's figures (docs/BACKOFFICE.md#reports, #dashboard): deposits from
 * ledger_member_daily_flows and stakes and wins from game_daily_totals, the totals the database keeps per
 * member and Bangkok day in the same transaction as each movement (docs/rules/ledger.md#kept-totals), so
 * the ledger itself is never scanned; paid withdrawals and new members from their own tables over the
 * period's instants. Days are Bangkok days, `from` and `to` both included; members of the agent only.
 */

export type DayRange = { from: string; to: string };
/** The instants a range of Bangkok days covers: [start, end). */
export type InstantRange = { start: Date; end: Date };

type DayMoney = { day: string; amount: string };

export async function depositsPerDay(db: Db, agentId: number, days: DayRange): Promise<DayMoney[]> {
  return rowsOf<DayMoney>(
    await db.execute(sql`
      select f.day::text as day, sum(f.deposits)::text as amount
      from ledger_member_daily_flows f join members m on m.id = f.member_id
      where f.day >= ${days.from}::date and f.day <= ${days.to}::date and m.agent_id = ${agentId}
      group by f.day`),
  );
}

/**
 * Paid withdrawals per Bangkok day the money left: `paid_at` (the gateway's time for a payout through it,
 * the decision's for one paid by hand); rows paid before `paid_at` was kept fall back to `decided_at`.
 */
export async function withdrawalsPerDay(db: Db, agentId: number, at: InstantRange): Promise<DayMoney[]> {
  return rowsOf<DayMoney>(
    await db.execute(sql`
      select to_char(coalesce(paid_at, decided_at) at time zone 'Asia/Bangkok', 'YYYY-MM-DD') as day,
        sum(amount_satang)::text as amount
      from withdrawals
      where agent_id = ${agentId} and status = 'paid'
        and coalesce(paid_at, decided_at) >= ${at.start.toISOString()}::timestamptz
        and coalesce(paid_at, decided_at) < ${at.end.toISOString()}::timestamptz
      group by 1`),
  );
}

export type DayGame = { day: string; category: string; turnover: string; payout: string };

/** Turnover and payouts per Bangkok day and game category. */
export async function gamesPerDay(db: Db, agentId: number, days: DayRange): Promise<DayGame[]> {
  return rowsOf<DayGame>(
    await db.execute(sql`
      select g.day::text as day, g.category, sum(g.turnover)::text as turnover, sum(g.payout)::text as payout
      from game_daily_totals g join members m on m.id = g.member_id
      where g.day >= ${days.from}::date and g.day <= ${days.to}::date and m.agent_id = ${agentId}
      group by g.day, g.category`),
  );
}

/**
 * Stakes of lotto bills still waiting for their draw, per Bangkok day they were placed (the day their
 * turnover is kept on). They are turnover but not yet revenue: GGR is settled stakes minus wins
 * (docs/BACKOFFICE.md#dashboard). Read through the rounds not yet settled, which are few.
 */
export async function pendingLottoStakesPerDay(
  db: Db,
  agentId: number,
  at: InstantRange,
): Promise<DayMoney[]> {
  return rowsOf<DayMoney>(
    await db.execute(sql`
      select to_char(b.created_at at time zone 'Asia/Bangkok', 'YYYY-MM-DD') as day,
        sum(b.total_satang)::text as amount
      from lotto_rounds r join lotto_bills b on b.round_id = r.id and b.status = 'pending'
      where r.status in ('scheduled', 'open', 'closed', 'resulted') and b.agent_id = ${agentId}
        and b.created_at >= ${at.start.toISOString()}::timestamptz
        and b.created_at < ${at.end.toISOString()}::timestamptz
      group by 1`),
  );
}

type DayCount = { day: string; n: string };

/** Members who registered, per Bangkok day; `exceptPhone` (the demo member's, where on) is left out. */
export async function newMembersPerDay(
  db: Db,
  agentId: number,
  at: InstantRange,
  exceptPhone: string | null,
): Promise<DayCount[]> {
  return rowsOf<DayCount>(
    await db.execute(sql`
      select to_char(created_at at time zone 'Asia/Bangkok', 'YYYY-MM-DD') as day, count(*)::text as n
      from members
      where agent_id = ${agentId} and created_at >= ${at.start.toISOString()}::timestamptz
        and created_at < ${at.end.toISOString()}::timestamptz
        and phone is distinct from ${exceptPhone}::text
      group by 1`),
  );
}

/**
 * Members who staked anything, each counted once per period (`day` or `month`), and once over the whole
 * range (`period` null).
 */
export async function activePlayers(
  db: Db,
  agentId: number,
  days: DayRange,
  unit: 'day' | 'month',
): Promise<{ period: string | null; n: string }[]> {
  // A literal of this file, never input: the select and the rollup must be the same expression.
  const format = sql.raw(unit === 'day' ? `'YYYY-MM-DD'` : `'YYYY-MM'`);
  return rowsOf<{ period: string | null; n: string }>(
    await db.execute(sql`
      select to_char(g.day, ${format}) as period, count(distinct g.member_id)::text as n
      from game_daily_totals g join members m on m.id = g.member_id
      where g.day >= ${days.from}::date and g.day <= ${days.to}::date and m.agent_id = ${agentId}
        and g.turnover > 0
      group by rollup (to_char(g.day, ${format}))`),
  );
}

/** The phone of one of the agent's members. */
export async function memberPhone(db: Db, agentId: number, memberId: number): Promise<string | undefined> {
  const [row] = rowsOf<{ phone: string }>(
    await db.execute(sql`select phone from members where id = ${memberId} and agent_id = ${agentId}`),
  );
  return row?.phone;
}

/** A day's affiliate commission as recorded: who computed it and when, and what each member was paid. */
export async function commissionDay(
  db: Db,
  agentId: number,
  day: string,
): Promise<{
  computedBy: string | null;
  computedAt: Date | null;
  payments: { memberId: number; phone: string; amountSatang: bigint }[];
}> {
  const [record] = rowsOf<{ computed_by: string; computed_at: string | Date }>(
    await db.execute(sql`
      select computed_by, computed_at from affiliate_commission_days
      where agent_id = ${agentId} and day = ${day}::date`),
  );
  const payments = rowsOf<{ member_id: number; phone: string; amount: string }>(
    await db.execute(sql`
      select c.member_id, m.phone, c.amount_satang::text as amount
      from affiliate_commissions c join members m on m.id = c.member_id
      where c.day = ${day}::date and m.agent_id = ${agentId}
      order by c.amount_satang desc, c.member_id`),
  );
  return {
    computedBy: record?.computed_by ?? null,
    computedAt: record ? new Date(record.computed_at) : null,
    payments: payments.map((p) => ({
      memberId: Number(p.member_id),
      phone: p.phone,
      amountSatang: BigInt(p.amount),
    })),
  };
}
