import type { Job } from '#jobs/runner.ts';
import { activeIds, membersWithLateCredit } from './queries.ts';
import { settle, sweepLateCredit } from './progress.ts';

/** How often running promotions are checked for a met turnover or a balance under 5 ฿. */
export const PROMOTION_SETTLE_EVERY_MS = 15_000;
/** How often promotion wallets are looked through for late credits (a pass over their ledger rows). */
export const LATE_CREDIT_EVERY_MS = 5 * 60_000;
const BATCH = 200;

/**
 * The job that ends promotions without the member visiting (docs/rules/promotions.md#release): every
 * running promotion is settled; each settle locks its own row and ends it at most once, so a run on
 * another instance, or a member reading the progress at the same moment, changes nothing twice.
 */
export function createPromotionJobs(): Job[] {
  return [
    {
      name: 'promotions:settle',
      everyMs: PROMOTION_SETTLE_EVERY_MS,
      async run({ db, now }) {
        let done = 0;
        for (let after = 0; ;) {
          const ids = await activeIds(db, after, BATCH);
          for (const id of ids) {
            const result = await settle(db, id, now);
            if (result === 'released' || result === 'ended') done++;
          }
          if (ids.length < BATCH) return done;
          after = ids[ids.length - 1]!;
        }
      },
    },
    {
      // docs/rules/promotions.md#late-credits: each sweep locks the wallet and moves what it finds once.
      name: 'promotions:late-credits',
      everyMs: LATE_CREDIT_EVERY_MS,
      async run({ db, now }) {
        let done = 0;
        for (let after = 0; ;) {
          const memberIds = await membersWithLateCredit(db, after, BATCH);
          for (const memberId of memberIds) {
            if ((await sweepLateCredit(db, memberId, now)) === 'moved') done++;
          }
          if (memberIds.length < BATCH) return done;
          after = memberIds[memberIds.length - 1]!;
        }
      },
    },
  ];
}
