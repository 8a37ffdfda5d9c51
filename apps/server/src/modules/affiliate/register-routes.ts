import type { affiliateRouteSchemas, lineRouteSchemas } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { Clock } from '#shared/clock.ts';
import { createAffiliateConfigService } from './config-service.ts';
import { createLineLinkService } from './line/service.ts';
import type { LineTokenVerifier } from './line/verifier.ts';
import { createAffiliateMemberService } from './network/service.ts';
import { createVisitService } from './referral/service.ts';
import { affiliateRouteHandlers, lineRouteHandlers } from './routes.ts';

/** The affiliate calls' handlers for app.ts to register from the route table (docs/AFFILIATE.md). */
export function affiliateHandlers(deps: {
  db: Db;
  clock: Clock;
  agentCode: string;
}): ApiHandlers<typeof affiliateRouteSchemas> {
  const { db, clock, agentCode } = deps;
  return affiliateRouteHandlers({
    config: createAffiliateConfigService({ db, agentCode }),
    visits: createVisitService({ db, clock, agentCode }),
    member: createAffiliateMemberService({ db, clock }),
  });
}

/** The LINE link's handler for app.ts (docs/LINE.md#linking). */
export function lineHandlers(deps: {
  db: Db;
  clock: Clock;
  /** Verifies LIFF ID tokens; without one (no LINE_LOGIN_CHANNEL_ID) a link answers LINE_NOT_CONFIGURED. */
  lineVerifier: LineTokenVerifier | undefined;
}): ApiHandlers<typeof lineRouteSchemas> {
  return lineRouteHandlers(
    createLineLinkService({ db: deps.db, clock: deps.clock, verifier: deps.lineVerifier }),
  );
}
