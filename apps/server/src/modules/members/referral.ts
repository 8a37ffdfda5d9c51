import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { activeExclusion, readResponsibleGaming } from '#responsible-gaming';
import { findReferrer } from './referral-queries.ts';

/**
 * The upline a registration's referral code names, or a refusal (docs/rules/affiliate.md#referral):
 * an unknown code, the registrant's own code under a second phone (same name: the name is the bank
 * account's, so one person has one), or the code of a member in cool-off or self-exclusion, who may
 * receive no rewards (docs/rules/responsible-gaming.md#cool-off-and-self-exclusion). A brand-new member
 * has no downline, so registering can never close a loop.
 */
export async function referralUpline(
  db: Db,
  agentId: number,
  code: string,
  registrant: { firstName: string; lastName: string },
  now: Date,
): Promise<number> {
  const referrer = await findReferrer(db, agentId, code);
  if (!referrer) throw new AppError('REFERRAL_NOT_FOUND');
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ');
  if (
    norm(referrer.firstName) === norm(registrant.firstName) &&
    norm(referrer.lastName) === norm(registrant.lastName)
  ) {
    throw new AppError('AFFILIATE_SELF_REFERRAL');
  }
  if (activeExclusion(await readResponsibleGaming(db, referrer.id, now))) {
    throw new AppError('AFFILIATE_CODE_UNAVAILABLE');
  }
  return referrer.id;
}
