import type { Db } from '#db/client.ts';
import { catchUpCommission } from './service.ts';

/** A job as the runner takes it (src/jobs/runner.ts), restated so the domain does not import platform jobs. */
export type AffiliateJob = {
  name: string;
  everyMs: number;
  run(ctx: { db: Db; now: Date }): Promise<number>;
};

/**
 * The daily commission job (docs/rules/affiliate.md#daily-job). It runs every minute and finds nothing to
 * do until a Bangkok day ends; at start-up its first run computes the days missed while no server ran.
 */
export function createAffiliateJobs(deps: { agentId: number }): AffiliateJob[] {
  return [
    {
      name: 'affiliate:commission',
      everyMs: 60_000,
      async run({ db, now }) {
        const outcomes = await catchUpCommission(db, deps.agentId, now);
        return outcomes.filter((o) => o.computed).length;
      },
    },
  ];
}
