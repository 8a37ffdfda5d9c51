import { countInBatches } from '#jobs/batches.ts';
import type { Job } from '#jobs/runner.ts';
import { requirementMembers } from './queries.ts';
import { settleFreeCredit } from './service.ts';

/** How often running free-credit requirements are checked for a met turnover or an empty wallet. */
export const FREE_CREDIT_SETTLE_EVERY_MS = 15_000;

/**
 * `free-credit:settle` (docs/rules/wallets.md#free-credit): releases a met requirement without the member
 * visiting. Each settle locks the member's row and deletes it when it ends, so a run on another instance
 * changes nothing twice.
 */
export function createFreeCreditJobs(): Job[] {
  return [
    {
      name: 'free-credit:settle',
      everyMs: FREE_CREDIT_SETTLE_EVERY_MS,
      run: ({ db, now }) =>
        countInBatches(
          (after, limit) => requirementMembers(db, after, limit),
          async (memberId) => ['released', 'ended'].includes(await settleFreeCredit(db, memberId, now)),
        ),
    },
  ];
}
