import { ok } from '@ug99/contract';
import type { questRouteSchemas } from '@ug99/contract';
import { memberOf } from '#members';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { QuestService } from './service.ts';

/** The quest and check-in calls (docs/ENGAGEMENT.md#quests-and-check-in), as the route table lists them. */
export function questRouteHandlers(quests: QuestService): ApiHandlers<typeof questRouteSchemas> {
  return {
    list: async (req) => ok(await quests.list(memberOf(req))),
    redeem: async (req) => ok(await quests.redeem(memberOf(req), req.body.quest_id)),
    checkin: async (req) => ok(await quests.checkin(memberOf(req))),
  };
}
