import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responsibleGamingSettings, responsibleGamingUpdate } from '@ug99/contract';
import { memberOf, memberResponses } from '#http/member-request.ts';
import type { RequireMember } from '#http/member-request.ts';
import type { ResponsibleGamingService } from './service.ts';

const tags = ['responsible-gaming'];
const security = [{ bearerAuth: [] }];

export function responsibleGamingRoutes(
  rg: ResponsibleGamingService,
  requireMember: RequireMember,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/member/responsible_gaming',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: 'Limits in force and waiting, reality-check interval, cool-off and self-exclusion',
          response: memberResponses(responsibleGamingSettings),
        },
      },
      async (req) => ok(await rg.get(memberOf(req))),
    );

    app.post(
      '/api/member/responsible_gaming',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: 'Changes settings: stricter at once, looser after 24 hours; cool-off only extends',
          body: responsibleGamingUpdate,
          response: memberResponses(responsibleGamingSettings),
        },
      },
      async (req) => ok(await rg.update(memberOf(req), req.body)),
    );
  };
}
