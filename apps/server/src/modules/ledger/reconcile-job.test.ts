import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client.ts';
import { ledgerReconcileChecks } from '#db/schema/index.ts';
import { createJobRunner } from '#jobs/runner.ts';
import { manualClock } from '#shared/clock.ts';
import { registry } from '#shared/metrics/registry.ts';
import { observeQueues } from '#shared/metrics/queues.ts';
import { queueReads } from '#app';
import { testDatabases } from '#testing/databases.ts';
import { createLedgerJobs, RECONCILE_EVERY_MS } from './reconcile-job.ts';
import { ensureSystemAccounts } from './accounts.ts';

/** One sample of this process's metrics, as a scrape reads it. */
async function sample(name: string): Promise<number | undefined> {
  const line = (await registry.metrics()).split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe.each(testDatabases())('the ledger-reconcile job on $kind', (target) => {
  const clock = manualClock(new Date('2026-11-21T05:00:00Z'));
  let database: Database;
  beforeAll(async () => {
    database = await target.create();
    observeQueues(database, clock, queueReads);
  });
  afterAll(() => database.close());

  const checks = () => database.db.select().from(ledgerReconcileChecks).orderBy(ledgerReconcileChecks.id);

  it('reports no check yet as NaN, then checks once per 5 minutes across instances and publishes the newest result', async () => {
    expect(await sample('ug99_ledger_reconcile_ok')).toBeNaN();
    // Two instances sharing the database: each runs its jobs, the check happens once per 5 minutes.
    const a = createJobRunner({ database, clock, jobs: createLedgerJobs() });
    const b = createJobRunner({ database, clock, jobs: createLedgerJobs() });
    await a.runDue();
    await b.runDue();
    expect(await checks()).toMatchObject([{ ok: true, violations: 0, checkedAt: clock.now() }]);
    expect(await sample('ug99_ledger_reconcile_ok')).toBe(1);
    expect(await sample('ug99_ledger_reconcile_last_run_timestamp_seconds')).toBe(
      clock.now().getTime() / 1000,
    );

    clock.advance(RECONCILE_EVERY_MS - 1_000);
    await b.runDue();
    expect(await checks()).toHaveLength(1);

    // A balance that no longer matches its transfers: the next check says so, and the gauge turns 0.
    await ensureSystemAccounts(database.db, ['gateway_cash']);
    await database.db.execute(
      sql`update ledger_accounts set balance = balance + 1 where id = (select min(id) from ledger_accounts)`,
    );
    clock.advance(1_000);
    await b.runDue();
    await a.runDue();
    const [, second] = await checks();
    expect(await checks()).toHaveLength(2);
    expect(second).toMatchObject({ ok: false, checkedAt: clock.now() });
    expect(second!.violations).toBeGreaterThan(0);
    expect(second!.detail.join('\n')).toContain('balance_matches_transfers');
    expect(await sample('ug99_ledger_reconcile_ok')).toBe(0);
    expect(await sample('ug99_job_failures_total{job="ledger-reconcile"}')).toBeUndefined();
    expect(await sample('ug99_job_interval_seconds{job="ledger-reconcile"}')).toBe(300);
  });
});
