import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, pointsHistoryPage, pointsHistoryQuery } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { memberOf, memberResponses } from '#members';
import type { RequireMember } from '#members';
import { pointsHistory } from './history.ts';

const tags = ['points'];
const security = [{ bearerAuth: [] }];

/** The points calls (docs/ENGAGEMENT.md#points); the balance itself is /api/member/points (#wallets). */
export function pointsRoutes(db: Db, requireMember: RequireMember): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/member/points/history',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "The member's points movements, newest first, with Thai reason labels",
          querystring: pointsHistoryQuery,
          response: memberResponses(pointsHistoryPage),
        },
      },
      async (req) => ok(await pointsHistory(db, memberOf(req).id, req.query)),
    );
  };
}
