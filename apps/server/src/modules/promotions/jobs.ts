import { countInBatches } from '#jobs/batches.ts';
import type { Job } from '#jobs/runner.ts';
import { membersHoldingWallet } from '#ledger';
import { activeIds, hasActivePromotionSql, PROMOTION_WALLET } from './queries.ts';
import { settle, sweepLateCredit } from './progress.ts';
import type { PromotionReads } from './reads.ts';

/** How often running promotions are checked for a met turnover or a balance under 5 ฿. */
export const PROMOTION_SETTLE_EVERY_MS = 15_000;
/** How often promotion wallets are looked through for late credits (a pass over their ledger rows). */
export const LATE_CREDIT_EVERY_MS = 5 * 60_000;

/**
 * The promotions' jobs. `promotions:settle` ends promotions without the member visiting
 * (docs/rules/promotions.md#release): every running promotion is settled; each settle locks its own row
 * and ends it at most once, so a run on another instance, or a member reading the progress at the same
 * moment, changes nothing twice. `promotions:late-credits` (docs/rules/promotions.md#late-credits) splits
 * what reached a promotion wallet after its promotion ended; each sweep locks the wallet and moves what it
 * finds once.
 */
export function createPromotionJobs(reads: PromotionReads): Job[] {
  return [
    {
      name: 'promotions:settle',
      everyMs: PROMOTION_SETTLE_EVERY_MS,
      run: ({ db, now }) =>
        countInBatches(
          (after, limit) => activeIds(db, after, limit),
          async (id) => ['released', 'ended'].includes(await settle(db, id, now, reads)),
        ),
    },
    {
      name: 'promotions:late-credits',
      everyMs: LATE_CREDIT_EVERY_MS,
      run: ({ db, now }) =>
        countInBatches(
          // Members whose promotion wallet holds money while no promotion of theirs runs (a late credit,
          // docs/rules/promotions.md#late-credits): one statement over the ledger's wallets.
          (after, limit) =>
            membersHoldingWallet(db, {
              walletTypeId: PROMOTION_WALLET,
              afterMemberId: after,
              limit,
              skip: hasActivePromotionSql,
            }),
          async (memberId) => (await sweepLateCredit(db, memberId, now)) === 'moved',
        ),
    },
  ];
}
