import { desc, lt } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { ledgerReconcileChecks } from '#db/schema/ledger.ts';
import type { Job } from '#jobs/runner.ts';
import { checkInvariants } from './invariants.ts';

/** How often the ledger is checked (docs/OPERATIONS.md#metrics); the alert reads the newest check. */
export const RECONCILE_EVERY_MS = 5 * 60_000;
/** Checks older than this are removed. */
const KEEP_MS = 30 * 24 * 60 * 60_000;
/** How many violation messages a check keeps. */
const DETAIL_LIMIT = 20;

/**
 * Checks the ledger's invariants (the same check as `npm run operator -- ledger:reconcile`) once every
 * 5 minutes across the cluster: the job runner lets one instance at a time run it, and the newest
 * recorded check tells an instance whose turn came early that the cluster's check is not due yet. It
 * answers how many violations it found.
 */
export async function reconcileLedger(db: Db, now: Date): Promise<number> {
  const [last] = await db
    .select({ checkedAt: ledgerReconcileChecks.checkedAt })
    .from(ledgerReconcileChecks)
    .orderBy(desc(ledgerReconcileChecks.id))
    .limit(1);
  if (last && now.getTime() - last.checkedAt.getTime() < RECONCILE_EVERY_MS) return 0;
  const violations = await checkInvariants(db);
  await db.insert(ledgerReconcileChecks).values({
    checkedAt: now,
    ok: violations.length === 0,
    violations: violations.length,
    detail: violations.slice(0, DETAIL_LIMIT).map((v) => `${v.invariant}: ${v.message}`),
  });
  await db
    .delete(ledgerReconcileChecks)
    .where(lt(ledgerReconcileChecks.checkedAt, new Date(now.getTime() - KEEP_MS)));
  return violations.length;
}

export function createLedgerJobs(): Job[] {
  return [
    { name: 'ledger-reconcile', everyMs: RECONCILE_EVERY_MS, run: ({ db, now }) => reconcileLedger(db, now) },
  ];
}
