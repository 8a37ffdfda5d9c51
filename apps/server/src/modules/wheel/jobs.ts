import type { SQL } from 'drizzle-orm';
import type { Job } from '#jobs/runner.ts';
import { grantDepositSpins } from './grants.ts';

/**
 * Free spins for qualifying deposits (docs/rules/wheel.md#free-spins), every 30 s; the first run at
 * start-up grants whatever was credited while no server ran.
 */
export function createWheelJobs(paidDeposits: SQL): Job[] {
  return [
    { name: 'wheel:deposit-spins', everyMs: 30_000, run: ({ db }) => grantDepositSpins(db, paidDeposits) },
  ];
}
