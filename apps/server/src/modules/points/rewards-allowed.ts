import { pointsMessages } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { activeExclusion, readResponsibleGaming } from '#responsible-gaming';

/**
 * No rewards during cool-off or self-exclusion (docs/rules/points.md#responsible-gaming): check-in,
 * quest rewards and shop redemptions call this first, inside their transaction, and are refused with
 * REWARDS_PAUSED naming the end of the exclusion.
 */
export async function assertRewardsAllowed(db: Db, memberId: number, now: Date): Promise<void> {
  const exclusion = activeExclusion(await readResponsibleGaming(db, memberId, now));
  if (exclusion) throw new AppError('REWARDS_PAUSED', pointsMessages.rewardsPaused(exclusion.until));
}
