import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  affiliateConfig,
  affiliateConfigQuery,
  affiliateDaily,
  affiliateDailyQuery,
  affiliateNetwork,
  affiliateNetworkRequest,
  affiliateRedeemed,
  affiliateRedeemRequest,
  affiliateSummary,
  affiliateTransactions,
  affiliateTransactionsQuery,
  affiliateVisit,
  affiliateVisitRequest,
  lineLink,
  lineLinkRequest,
  ok,
} from '@ug99/contract';
import { memberOf, memberResponses } from '#members';
import type { RequireMember } from '#members';
import { responses } from '#shared/responses.ts';
import type { AffiliateConfigService } from './config-service.ts';
import type { LineLinkService } from './line/service.ts';
import type { AffiliateMemberService } from './network/service.ts';
import type { VisitService } from './referral/service.ts';

const tags = ['affiliate'];
const security = [{ bearerAuth: [] }];

/** The affiliate calls (docs/AFFILIATE.md#calls) and the LINE link (docs/LINE.md#linking). */
export function affiliateRoutes(
  services: {
    config: AffiliateConfigService;
    visits: VisitService;
    member: AffiliateMemberService;
    line: LineLinkService;
  },
  requireMember: RequireMember,
): FastifyPluginAsyncZod {
  const { config, visits, member, line } = services;
  return async (app) => {
    app.get(
      '/api/affiliate/v2/configs',
      {
        schema: {
          tags,
          summary: 'Commission rates (percent) per level and category, and the minimum redemption',
          querystring: affiliateConfigQuery,
          response: responses(affiliateConfig),
        },
      },
      async (req) => ok(await config.configs(req.query.agent_id)),
    );
    app.post(
      '/api/affiliate/visit',
      {
        schema: {
          tags,
          summary: 'Counts a visit through a referral link, once per visitor and Bangkok day',
          body: affiliateVisitRequest,
          response: responses(affiliateVisit),
        },
      },
      async (req) =>
        ok(await visits.visit(req.body.ref, { ip: req.ip, userAgent: req.headers['user-agent'] })),
    );
    app.get(
      '/api/affiliate/summary',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: 'Referral code, clicks, sign-ups, depositors, commission earned and available',
          response: memberResponses(affiliateSummary),
        },
      },
      async (req) => ok(await member.summary(memberOf(req))),
    );
    app.post(
      '/api/affiliate/network',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: 'One page of the downline at a level, phones masked',
          body: affiliateNetworkRequest,
          response: memberResponses(affiliateNetwork),
        },
      },
      async (req) => ok(await member.network(memberOf(req), req.body)),
    );
    app.get(
      '/api/affiliate/transactions',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: 'Commission days and redemptions, newest first, paged, optionally between two dates',
          querystring: affiliateTransactionsQuery,
          response: memberResponses(affiliateTransactions),
        },
      },
      async (req) => ok(await member.transactions(memberOf(req), req.query)),
    );
    app.get(
      '/api/affiliate/v2/transactions',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: 'Commission and redemptions per Bangkok day (default: the last 30 days)',
          querystring: affiliateDailyQuery,
          response: memberResponses(affiliateDaily),
        },
      },
      async (req) => ok(await member.daily(memberOf(req), req.query)),
    );
    app.post(
      '/api/affiliate/redeem',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: 'Moves commission to the main wallet; at least the minimum, at most what is available',
          body: affiliateRedeemRequest,
          response: memberResponses(affiliateRedeemed),
        },
      },
      async (req) => ok(await member.redeem(memberOf(req), req.body)),
    );
    app.post(
      '/api/member/line/link',
      {
        preHandler: requireMember,
        schema: {
          tags: ['member'],
          security,
          summary: 'Links the LINE user of a LIFF ID token (verified with LINE) to the member',
          body: lineLinkRequest,
          response: memberResponses(lineLink),
        },
      },
      async (req) => ok(await line.link(memberOf(req), req.body.id_token)),
    );
  };
}
