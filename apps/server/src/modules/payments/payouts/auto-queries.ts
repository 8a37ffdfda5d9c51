import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { flaggedDeposits } from '#db/schema/flagged-deposits.ts';
import { depositIntents, withdrawals } from '#db/schema/payments.ts';
import { withdrawalAutoRules } from '#db/schema/payouts.ts';
import { startOfBangkokDay } from '#shared/bangkok-time.ts';

export const HOUR_MS = 60 * 60 * 1000;

export type Withdrawal = typeof withdrawals.$inferSelect;

/** The operator name of the automatic approval, in `decided_by` and the audit log. */
export const AUTO_APPROVER = 'auto';

/**
 * The automatic approval's rules (docs/rules/payments.md#automatic-approval). Finance sets them per agent
 * (table withdrawal_auto_rules); until then the defaults of the mode hold (rules.ts).
 */
export type AutoRules = Omit<typeof withdrawalAutoRules.$inferSelect, 'agentId' | 'updatedBy' | 'updatedAt'>;

/** What the rules are checked against, read in the decision's transaction. */
export type AutoFacts = {
  amountSatang: bigint;
  coolingOff: boolean;
  hasOperatorNote: boolean;
  hasFlaggedDeposit: boolean;
  promotionOrFreeCreditRunning: boolean;
  /** The last credited deposit and the stakes since its Bangkok day; null without any deposit. */
  lastDeposit: { amountSatang: bigint; stakesSince: bigint } | null;
  bankChangedWithin24h: boolean;
  accountAgeHours: number;
  firstWithdrawal: boolean;
  /** Already approved automatically (and not failed): the member today, the site in the last hour and today. */
  memberTodaySatang: bigint;
  siteHourSatang: bigint;
  siteTodaySatang: bigint;
};

/** Approved automatically and not given back: what counts against the budgets. */
const COUNTED = ['approved', 'sent', 'unknown', 'paid'] as const;

export async function savedRules(db: Db, agentId: number): Promise<AutoRules | undefined> {
  const [row] = await db.select().from(withdrawalAutoRules).where(eq(withdrawalAutoRules.agentId, agentId));
  if (!row) return undefined;
  const { agentId: _agent, updatedBy: _by, updatedAt: _at, ...rules } = row;
  return rules;
}

/** The pending withdrawals the automatic approval has not looked at yet, oldest first. */
export function uncheckedWithdrawals(db: Db, limit: number) {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'pending'), sql`${withdrawals.autoCheckedAt} is null`))
    .orderBy(withdrawals.id)
    .limit(limit);
}

/**
 * The budgets are one per agent: an approval takes this transaction lock before it sums them, so two
 * approvals (two instances, or a job and an operator) can never both fit under the same remainder.
 */
export async function lockAutoBudget(tx: Db, agentId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ug99:withdraw-auto-budget'), ${agentId})`);
}

async function autoApprovedSum(tx: Db, where: ReturnType<typeof and>): Promise<bigint> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${withdrawals.amountSatang}), 0)::text` })
    .from(withdrawals)
    .where(and(eq(withdrawals.decidedBy, AUTO_APPROVER), inArray(withdrawals.status, [...COUNTED]), where));
  return BigInt(row?.total ?? '0');
}

/** The member's last paid deposit: what was credited (else the amount) and when; undefined without any. */
export async function lastPaidDeposit(tx: Db, memberId: number) {
  const [row] = await tx
    .select({
      amount: depositIntents.amountSatang,
      credited: depositIntents.creditedSatang,
      paidAt: depositIntents.paidAt,
    })
    .from(depositIntents)
    .where(and(eq(depositIntents.memberId, memberId), eq(depositIntents.status, 'paid')))
    .orderBy(desc(depositIntents.paidAt))
    .limit(1);
  return row;
}

export async function hasPendingFlaggedDeposit(tx: Db, memberId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: flaggedDeposits.id })
    .from(flaggedDeposits)
    .where(and(eq(flaggedDeposits.memberId, memberId), eq(flaggedDeposits.status, 'pending')))
    .limit(1);
  return rows.length > 0;
}

/** A paid withdrawal of the member other than this one. */
export async function hasPaidWithdrawalBesides(tx: Db, w: Withdrawal): Promise<boolean> {
  const rows = await tx
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(eq(withdrawals.memberId, w.memberId), eq(withdrawals.status, 'paid'), ne(withdrawals.id, w.id)),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Approved automatically (and not failed): the member today, the site in the last hour and today. Read one
 * after another: `tx` is the decision's transaction, one connection.
 */
export async function autoApprovedTotals(tx: Db, w: Withdrawal, now: Date) {
  const today = startOfBangkokDay(now);
  const site = eq(withdrawals.agentId, w.agentId);
  return {
    memberToday: await autoApprovedSum(
      tx,
      and(eq(withdrawals.memberId, w.memberId), gte(withdrawals.decidedAt, today)),
    ),
    siteHour: await autoApprovedSum(
      tx,
      and(site, gte(withdrawals.decidedAt, new Date(now.getTime() - HOUR_MS))),
    ),
    siteToday: await autoApprovedSum(tx, and(site, gte(withdrawals.decidedAt, today))),
  };
}

export async function saveRules(
  tx: Db,
  agentId: number,
  rules: AutoRules,
  updatedBy: string,
  updatedAt: Date,
): Promise<void> {
  const row = { ...rules, agentId, updatedBy, updatedAt };
  await tx
    .insert(withdrawalAutoRules)
    .values(row)
    .onConflictDoUpdate({ target: withdrawalAutoRules.agentId, set: row });
}

/** What the back office shows beside the rules: the automatic totals against the budgets, and the payouts in flight. */
export async function autoUsage(db: Db, agentId: number, now: Date) {
  const today = startOfBangkokDay(now);
  const agent = eq(withdrawals.agentId, agentId);
  const [lastHour, todayTotal, [counts]] = await Promise.all([
    autoApprovedSum(db, and(agent, gte(withdrawals.decidedAt, new Date(now.getTime() - HOUR_MS)))),
    autoApprovedSum(db, and(agent, gte(withdrawals.decidedAt, today))),
    db
      .select({
        inFlight: sql<number>`count(*) filter (where ${withdrawals.status} in ('approved', 'sent', 'unknown'))::int`,
        unknown: sql<number>`count(*) filter (where ${withdrawals.status} = 'unknown')::int`,
        failedToday: sql<number>`count(*) filter (where ${withdrawals.status} = 'failed' and ${withdrawals.failedAt} >= ${today})::int`,
      })
      .from(withdrawals)
      .where(agent),
  ]);
  return {
    lastHourSatang: lastHour,
    todaySatang: todayTotal,
    inFlight: counts?.inFlight ?? 0,
    unknown: counts?.unknown ?? 0,
    failedToday: counts?.failedToday ?? 0,
  };
}
