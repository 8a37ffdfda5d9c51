import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkinResult, ok, questList, questRedeemRequest, questRedeemResult } from '@ug99/contract';
import { memberOf, memberResponses } from '#members';
import type { RequireMember } from '#members';
import type { QuestService } from './service.ts';

const tags = ['quests'];
const security = [{ bearerAuth: [] }];

/** The quest and check-in calls (docs/ENGAGEMENT.md#quests-and-check-in); each needs a session. */
export function questRoutes(quests: QuestService, requireMember: RequireMember): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/quest/list',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "Today's and this week's quests with progress and state, and the check-in strip",
          response: memberResponses(questList),
        },
      },
      async (req) => ok(await quests.list(memberOf(req))),
    );
    app.post(
      '/api/quest/redeem',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "Pays a completed quest's reward, once per day or week",
          body: questRedeemRequest,
          response: memberResponses(questRedeemResult),
        },
      },
      async (req) => ok(await quests.redeem(memberOf(req), req.body.quest_id)),
    );
    app.post(
      '/api/event/quest',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "Today's check-in: the streak day's points, once per Bangkok day",
          response: memberResponses(checkinResult),
        },
      },
      async (req) => ok(await quests.checkin(memberOf(req))),
    );
  };
}
