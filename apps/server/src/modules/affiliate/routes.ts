import { ok } from '@ug99/contract';
import type { affiliateRouteSchemas, lineRouteSchemas } from '@ug99/contract';
import { memberOf } from '#members';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { AffiliateConfigService } from './config-service.ts';
import type { LineLinkService } from './line/service.ts';
import type { AffiliateMemberService } from './network/service.ts';
import type { VisitService } from './referral/service.ts';

/** The affiliate calls (docs/AFFILIATE.md#calls), as the contract's route table lists them. */
export function affiliateRouteHandlers(services: {
  config: AffiliateConfigService;
  visits: VisitService;
  member: AffiliateMemberService;
}): ApiHandlers<typeof affiliateRouteSchemas> {
  const { config, visits, member } = services;
  return {
    configs: async (req) => ok(await config.configs(req.query.agent_id)),
    visit: async (req) =>
      ok(await visits.visit(req.body.ref, { ip: req.ip, userAgent: req.headers['user-agent'] })),
    summary: async (req) => ok(await member.summary(memberOf(req))),
    network: async (req) => ok(await member.network(memberOf(req), req.body)),
    transactions: async (req) => ok(await member.transactions(memberOf(req), req.query)),
    daily: async (req) => ok(await member.daily(memberOf(req), req.query)),
    redeem: async (req) => ok(await member.redeem(memberOf(req), req.body)),
  };
}

/** The LINE link (docs/LINE.md#linking). */
export function lineRouteHandlers(line: LineLinkService): ApiHandlers<typeof lineRouteSchemas> {
  return {
    link: async (req) => ok(await line.link(memberOf(req), req.body.id_token)),
  };
}
