import type { Db } from '#db/client.ts';
import { runInLedgerTransaction } from '#ledger';
import { applyDueLimits } from './queries.ts';
import type { LimitsTookEffect } from './settings.ts';

/** A job as the runner takes it (src/jobs/runner.ts), restated so the domain does not import platform jobs. */
export type ResponsibleGamingJob = {
  name: string;
  everyMs: number;
  run(ctx: { db: Db; now: Date }): Promise<number>;
};

/** Limits applied per transaction. */
const BATCH = 200;

/**
 * `rg:limits` (docs/rules/responsible-gaming.md#limits, docs/NOTIFICATIONS.md#kinds): a looser limit reads
 * as current from its time on without any job; this one makes it current in the row and writes the
 * report (the member's inbox item) in the same transaction, so the item exists exactly once per change taking effect.
 */
export function createResponsibleGamingJobs(deps: { tookEffect: LimitsTookEffect }): ResponsibleGamingJob[] {
  return [
    {
      name: 'rg:limits',
      everyMs: 60_000,
      async run({ db, now }) {
        let total = 0;
        for (;;) {
          const applied = await applyDueLimitsAndReport(db, now, deps.tookEffect);
          total += applied;
          if (applied < BATCH) return total;
        }
      },
    },
  ];
}

/** Applies up to one batch of due limits and reports them, in one transaction; answers how many. */
export async function applyDueLimitsAndReport(
  db: Db,
  now: Date,
  tookEffect: LimitsTookEffect,
): Promise<number> {
  return runInLedgerTransaction(db, async (tx) => {
    const due = await applyDueLimits(tx, now, BATCH);
    await tookEffect(
      tx,
      due.map((d) => ({
        memberId: d.memberId,
        kind: d.kind,
        period: d.period,
        valueSatang: d.valueSatang,
        at: d.effectiveAt,
      })),
      now,
    );
    return due.length;
  });
}
