import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, winlossQuery, winlossReport } from '@ug99/contract';
import { memberOf, memberResponses } from '#members';
import type { RequireMember } from '#members';
import type { WinlossService } from './service.ts';

/** The member's own win/loss report (docs/PROMOTIONS.md#winloss). */
export function winlossRoutes(winloss: WinlossService, requireMember: RequireMember): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/member/winloss',
      {
        preHandler: requireMember,
        schema: {
          tags: ['cashback'],
          security: [{ bearerAuth: [] }],
          summary: 'Turnover, wins and net per Bangkok day and category, with totals (at most 93 days)',
          querystring: winlossQuery,
          response: memberResponses(winlossReport),
        },
      },
      async (req) => ok(await winloss.report(memberOf(req), req.query)),
    );
  };
}
