import { engagementMessages } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { activeExclusion, readResponsibleGaming } from '#responsible-gaming';

/**
 * No spins, prizes, coupons or votes while the member cools off or is self-excluded
 * (docs/rules/wheel.md#responsible-gaming): refused with the exclusion's code and its end date.
 */
export async function assertRewardsAllowed(db: Db, memberId: number, now: Date): Promise<void> {
  const exclusion = activeExclusion(await readResponsibleGaming(db, memberId, now));
  if (exclusion) throw new AppError(exclusion.key, engagementMessages.paused(exclusion.until));
}

/** The same rule as a question, for jobs that skip an excluded member instead of refusing a request. */
export async function rewardsAllowed(db: Db, memberId: number, now: Date): Promise<boolean> {
  return !activeExclusion(await readResponsibleGaming(db, memberId, now));
}
