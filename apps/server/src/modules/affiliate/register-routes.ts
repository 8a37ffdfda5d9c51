import type { FastifyInstance } from 'fastify';
import type { Db } from '#db/client.ts';
import type { RequireMember } from '#members';
import type { Clock } from '#shared/clock.ts';
import { createAffiliateConfigService } from './config-service.ts';
import { createLineLinkService } from './line/service.ts';
import type { LineTokenVerifier } from './line/verifier.ts';
import { createAffiliateMemberService } from './network/service.ts';
import { createVisitService } from './referral/service.ts';
import { affiliateRoutes } from './routes.ts';

export type AffiliateDeps = {
  db: Db;
  clock: Clock;
  requireMember: RequireMember;
  agentCode: string;
  /** Verifies LIFF ID tokens; without one (no LINE_LOGIN_CHANNEL_ID) a link answers LINE_NOT_CONFIGURED. */
  lineVerifier: LineTokenVerifier | undefined;
};

/** Registers the affiliate calls and the LINE link (docs/AFFILIATE.md, docs/LINE.md). */
export async function registerAffiliate(app: FastifyInstance, deps: AffiliateDeps): Promise<void> {
  const { db, clock, agentCode } = deps;
  await app.register(
    affiliateRoutes(
      {
        config: createAffiliateConfigService({ db, agentCode }),
        visits: createVisitService({ db, clock, agentCode }),
        member: createAffiliateMemberService({ db, clock }),
        line: createLineLinkService({ db, clock, verifier: deps.lineVerifier }),
      },
      deps.requireMember,
    ),
  );
}
