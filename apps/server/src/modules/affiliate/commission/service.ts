import { AFFILIATE_WALLET_TYPE_ID } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { dayTurnoverSql, firstPlayDay } from '#games';
import { creditMany, runInLedgerTransaction } from '#ledger';
import { referredMembersSql, uplinesOf } from '#members';
import { notifyMembers } from '#notifications';
import { activeExclusion, readResponsibleGaming } from '#responsible-gaming';
import type { AuditOrigin } from '#shared/audit-origin.ts';
import { bangkokDate } from '#shared/bangkok-time.ts';
import { readAffiliateSettings } from '../settings.ts';
import { addDays, commissionLines, daysBetween, totalsByMember } from '../rules.ts';
import {
  auditCommissionRun,
  claimDay,
  computedDays,
  insertCommissions,
  insertLines,
  recordDayTotals,
  referredTurnover,
} from './queries.ts';

/**
 * The daily commission (docs/rules/affiliate.md#daily-job): a finished Bangkok day's turnover of every
 * referred member, times its uplines' rates, paid into each upline's affiliate wallet with one ledger
 * transfer per member and day, all in one transaction with the day's claim row.
 */

export type DayOutcome = {
  day: string;
  /** False when the day had been computed before: nothing was paid this time. */
  computed: boolean;
  members: number;
  totalSatang: bigint;
};

/** How far back the job looks for days no one computed (docs/rules/affiliate.md#daily-job). */
export const CATCH_UP_DAYS = 62;

export const commissionKey = (day: string, memberId: number) => `affiliate:commission:${day}:${memberId}`;

export async function computeCommissionDay(
  db: Db,
  input: {
    agentId: number;
    day: string;
    now: Date;
    by: string;
    operator?: string;
    /** A back-office run: the operator's account and address for the audit row. */
    origin?: AuditOrigin | undefined;
  },
): Promise<DayOutcome> {
  const { agentId, day, now } = input;
  return runInLedgerTransaction(db, async (tx) => {
    const claimed = await claimDay(tx, { agentId, day, computedBy: input.by, computedAt: now });
    const outcome = claimed
      ? await payDay(tx, agentId, day, now, input.by)
      : { day, computed: false, members: 0, totalSatang: 0n };
    if (input.operator) {
      await auditCommissionRun(tx, {
        operator: input.operator,
        by: input.origin,
        day,
        detail: {
          computed: outcome.computed,
          members: outcome.members,
          total_satang: outcome.totalSatang.toString(),
        },
      });
    }
    return outcome;
  });
}

async function payDay(tx: Db, agentId: number, day: string, now: Date, by: string): Promise<DayOutcome> {
  // One statement over games' kept totals and members' referrals, in the day's transaction.
  const turnover = await referredTurnover(tx, {
    dayTurnover: dayTurnoverSql(day),
    referred: referredMembersSql(agentId),
  });
  const level1 = new Map(turnover.map((r) => [r.memberId, r.uplineId]));
  const level2 = await uplinesOf(tx, [...new Set(level1.values())]);
  const uplineOf = (id: number) => level1.get(id) ?? level2.get(id);

  // No rewards during cool-off or self-exclusion (docs/rules/responsible-gaming.md#cool-off-and-self-exclusion):
  // an earner excluded when the day is computed earns nothing for it.
  const earners = new Set([...level1.values(), ...[...level2.values()].filter((v) => v !== null)]);
  const excluded = new Set<number>();
  for (const id of earners) {
    if (activeExclusion(await readResponsibleGaming(tx, id, now))) excluded.add(id);
  }

  const { rates } = await readAffiliateSettings(tx, agentId);
  const lines = commissionLines(turnover, uplineOf, rates, (id) => excluded.has(id));
  const totals = totalsByMember(lines);
  await insertLines(
    tx,
    lines.map((l) => ({
      day,
      memberId: l.memberId,
      downlineMemberId: l.downlineMemberId,
      level: l.level,
      category: l.category,
      turnoverSatang: l.turnover,
      rateBp: l.rateBp,
      amountSatang: l.amount,
    })),
  );
  await insertCommissions(
    tx,
    totals.map((t) => ({ day, memberId: t.memberId, amountSatang: t.amount, createdAt: now })),
  );
  if (totals.length > 0) {
    await creditMany(tx, {
      from: { system: 'affiliate_expense' },
      reason: 'affiliate_commission',
      refType: 'affiliate_day',
      createdBy: by,
      at: now,
      legs: totals.map((t) => ({
        key: commissionKey(day, t.memberId),
        to: { member: t.memberId, wallet: AFFILIATE_WALLET_TYPE_ID },
        amount: t.amount,
        refId: day,
      })),
    });
    // Each earner is told the day's commission waits in the affiliate wallet (docs/NOTIFICATIONS.md#kinds).
    await notifyMembers(
      tx,
      totals
        .filter((t) => t.amount > 0n)
        .map((t) => ({ kind: 'commission_claimable', memberId: t.memberId, day, amountSatang: t.amount })),
      now,
    );
  }
  const totalSatang = totals.reduce((sum, t) => sum + t.amount, 0n);
  await recordDayTotals(tx, agentId, day, { members: totals.length, totalSatang });
  return { day, computed: true, members: totals.length, totalSatang };
}

/**
 * Computes every finished day in the catch-up window that has turnover kept and no computation yet:
 * yesterday on a normal night, several days after the servers were down (docs/rules/affiliate.md#daily-job).
 */
export async function catchUpCommission(db: Db, agentId: number, now: Date): Promise<DayOutcome[]> {
  const yesterday = addDays(bangkokDate(now), -1);
  const first = await firstPlayDay(db, addDays(yesterday, -(CATCH_UP_DAYS - 1)));
  if (!first || first > yesterday) return [];
  const done = await computedDays(db, agentId, first, yesterday);
  const outcomes: DayOutcome[] = [];
  for (const day of daysBetween(first, yesterday)) {
    if (done.has(day)) continue;
    outcomes.push(await computeCommissionDay(db, { agentId, day, now, by: 'job:affiliate' }));
  }
  return outcomes;
}
