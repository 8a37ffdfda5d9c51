import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { payoutReconciliations } from '#db/schema/payouts.ts';
import type { StoredPayoutDifference } from '#db/schema/payouts.ts';
import type { Job } from '#jobs/runner.ts';
import { bangkokDate, DAY, startOfBangkokDate } from '#shared/bangkok-time.ts';
import type { PayoutAdapter } from './adapter.ts';
import { reconcilePayouts } from './reconcile.ts';
import type { PayoutReconciliation } from './reconcile.ts';

/** How far back a start-up catches up days missed while every server was down. */
export const RECONCILE_CATCH_UP_DAYS = 7;

const nextDay = (day: string) => bangkokDate(new Date(startOfBangkokDate(day).getTime() + DAY));
const dayBefore = (day: string) => bangkokDate(new Date(startOfBangkokDate(day).getTime() - DAY));

/** The newest day reconciled for the agent and gateway, with its result; null before the first. */
export async function latestPayoutReconciliation(db: Db, agentId: number, gateway: string) {
  const [row] = await db
    .select()
    .from(payoutReconciliations)
    .where(and(eq(payoutReconciliations.agentId, agentId), eq(payoutReconciliations.gateway, gateway)))
    .orderBy(desc(payoutReconciliations.day))
    .limit(1);
  return row ?? null;
}

/** Writes a day's result once: a second write of the same day (another instance) changes nothing. */
async function record(db: Db, agentId: number, r: PayoutReconciliation, now: Date): Promise<boolean> {
  const differences: StoredPayoutDifference[] = r.differences.map((d) => ({
    kind: d.kind,
    payoutId: d.payoutId,
    withdrawalId: d.withdrawalId,
    oursSatang: d.oursSatang?.toString() ?? null,
    gatewaySatang: d.gatewaySatang?.toString() ?? null,
    status: d.status,
  }));
  const written = await db
    .insert(payoutReconciliations)
    .values({
      agentId,
      gateway: r.gateway,
      day: r.day,
      oursCount: r.ours.count,
      oursSatang: r.ours.totalSatang,
      theirsCount: r.theirs.count,
      theirsSatang: r.theirs.totalSatang,
      differences,
      checkedAt: now,
    })
    .onConflictDoNothing()
    .returning({ day: payoutReconciliations.day });
  return written.length > 0;
}

/**
 * The daily payout reconciliation (docs/rules/payments.md#payout-reconciliation): once a Bangkok day has
 * ended, the gateway's report of it against our paid withdrawals (the same comparison as `npm run
 * operator -- payout:reconcile`), stored per day. The days after the newest stored one up to yesterday
 * are done in order, at most the last RECONCILE_CATCH_UP_DAYS (days missed while the servers were down);
 * the very first run does yesterday only. Answers how many days it recorded.
 */
export async function reconcileFinishedDays(
  db: Db,
  adapter: PayoutAdapter,
  agentId: number,
  now: Date,
): Promise<number> {
  const yesterday = dayBefore(bangkokDate(now));
  let earliest = yesterday;
  for (let i = 1; i < RECONCILE_CATCH_UP_DAYS; i++) earliest = dayBefore(earliest);
  const latest = await latestPayoutReconciliation(db, agentId, adapter.name);
  let day = latest === null ? yesterday : nextDay(latest.day);
  if (day < earliest) day = earliest;
  let recorded = 0;
  for (; day <= yesterday; day = nextDay(day)) {
    if (await record(db, agentId, await reconcilePayouts(db, adapter, agentId, day), now)) recorded++;
  }
  return recorded;
}

/** Runs every minute and finds nothing to do until a Bangkok day ends; its first run catches up. */
export function createPayoutReconcileJob(opts: { adapter: PayoutAdapter; agentId: number }): Job {
  return {
    name: 'withdrawals:payout-reconcile',
    everyMs: 60_000,
    run: ({ db, now }) => reconcileFinishedDays(db, opts.adapter, opts.agentId, now),
  };
}
