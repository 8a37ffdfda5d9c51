import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import {
  affiliateCommissionDays,
  affiliateCommissionLines,
  affiliateCommissions,
} from '#db/schema/affiliate.ts';
import { operatorAuditLog } from '#db/schema/audit.ts';
import { rowsOf } from '#db/rows.ts';
import { originColumns } from '#shared/audit-origin.ts';
import type { AuditOrigin } from '#shared/audit-origin.ts';

/**
 * Claims a day for computing. The (agent, day) key makes a second claim, on this instance or another,
 * wait for the first to commit and then find the day taken (docs/rules/affiliate.md#daily-job).
 */
export async function claimDay(
  tx: Db,
  row: { agentId: number; day: string; computedBy: string; computedAt: Date },
): Promise<boolean> {
  const claimed = await tx
    .insert(affiliateCommissionDays)
    .values({ ...row, members: 0 })
    .onConflictDoNothing()
    .returning({ day: affiliateCommissionDays.day });
  return claimed.length > 0;
}

export async function recordDayTotals(
  tx: Db,
  agentId: number,
  day: string,
  paid: { members: number; totalSatang: bigint },
): Promise<void> {
  await tx
    .update(affiliateCommissionDays)
    .set(paid)
    .where(and(eq(affiliateCommissionDays.agentId, agentId), eq(affiliateCommissionDays.day, day)));
}

/**
 * What the day's turnover statement joins, each from its owner (docs/ARCHITECTURE.md#each-domain-owns-its-tables):
 * `dayTurnover` (member_id, category, turnover) from games, `referred` (id, upline_member_id) from members.
 */
export type ReferredTurnoverSources = { dayTurnover: SQL; referred: SQL };

/** The day's turnover per referred member and category, from the kept totals (all wallets): one statement. */
export async function referredTurnover(
  tx: Db,
  from: ReferredTurnoverSources,
): Promise<{ memberId: number; uplineId: number; category: string; turnover: bigint }[]> {
  const rows = rowsOf<{ member_id: number; upline_id: number; category: string; turnover: string }>(
    await tx.execute(sql`
      select t.member_id, m.upline_member_id as upline_id, t.category, sum(t.turnover)::text as turnover
      from ${from.dayTurnover} t
      join ${from.referred} m on m.id = t.member_id
      group by t.member_id, m.upline_member_id, t.category
      having sum(t.turnover) > 0
      order by t.member_id, t.category`),
  );
  return rows.map((r) => ({
    memberId: Number(r.member_id),
    uplineId: Number(r.upline_id),
    category: r.category,
    turnover: BigInt(r.turnover),
  }));
}

export type NewLine = typeof affiliateCommissionLines.$inferInsert;
export type NewCommission = typeof affiliateCommissions.$inferInsert;

/** Inserted in chunks: one statement per chunk keeps a busy day's parameters under PostgreSQL's limit. */
export async function insertLines(tx: Db, lines: NewLine[]): Promise<void> {
  for (let i = 0; i < lines.length; i += 1000) {
    await tx.insert(affiliateCommissionLines).values(lines.slice(i, i + 1000));
  }
}

export async function insertCommissions(tx: Db, rows: NewCommission[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await tx.insert(affiliateCommissions).values(rows.slice(i, i + 1000));
  }
}

/** The computed days of the agent in [from, to]. */
export async function computedDays(db: Db, agentId: number, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ day: affiliateCommissionDays.day })
    .from(affiliateCommissionDays)
    .where(
      and(
        eq(affiliateCommissionDays.agentId, agentId),
        gte(affiliateCommissionDays.day, from),
        lte(affiliateCommissionDays.day, to),
      ),
    );
  return new Set(rows.map((r) => r.day));
}

/** The run's operator_audit_log row; from the back office with the operator's account and address. */
export async function auditCommissionRun(
  tx: Db,
  entry: { operator: string; day: string; detail: Record<string, unknown>; by?: AuditOrigin | undefined },
): Promise<void> {
  await tx.insert(operatorAuditLog).values({
    operator: entry.operator,
    ...originColumns(entry.by),
    action: 'affiliate:commission',
    targetType: 'affiliate_day',
    targetId: entry.day,
    detail: entry.detail,
  });
}
