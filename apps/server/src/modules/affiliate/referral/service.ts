import { findReferrer } from '#members';
import type { Db } from '#db/client.ts';
import { activeExclusion, readResponsibleGaming } from '#responsible-gaming';
import { requireAgent } from '#shared/agents.ts';
import { bangkokDate } from '#shared/bangkok-time.ts';
import type { Clock } from '#shared/clock.ts';
import { visitorHash } from '../rules.ts';
import { insertVisit } from './queries.ts';

export type VisitService = ReturnType<typeof createVisitService>;

/**
 * Counts a visit through a referral link once per visitor and Bangkok day (docs/rules/affiliate.md#visits).
 * An unknown code, or one of a member in cool-off or self-exclusion (no marketing for them), counts
 * nothing; the visitor is not told, since nothing they can do changes it.
 */
export function createVisitService(deps: { db: Db; clock: Clock; agentCode: string }) {
  return {
    async visit(
      ref: string,
      visitor: { ip: string; userAgent: string | undefined },
    ): Promise<{ counted: boolean }> {
      const agent = await requireAgent(deps.db, deps.agentCode);
      const referrer = (await findReferrer(deps.db, agent.id, ref.toUpperCase()))?.id;
      if (referrer === undefined) return { counted: false };
      const now = deps.clock.now();
      if (activeExclusion(await readResponsibleGaming(deps.db, referrer, now))) return { counted: false };
      const day = bangkokDate(now);
      const counted = await insertVisit(deps.db, {
        referrerMemberId: referrer,
        day,
        visitorHash: visitorHash(day, visitor.ip, visitor.userAgent),
        createdAt: now,
      });
      return { counted };
    },
  };
}
