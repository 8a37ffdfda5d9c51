import type { questRouteSchemas } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { Clock } from '#shared/clock.ts';
import { questRouteHandlers } from './routes.ts';
import { createQuestService } from './service.ts';

/** The quest and check-in calls' handlers for app.ts (docs/ENGAGEMENT.md#quests-and-check-in). */
export function questHandlers(deps: { db: Db; clock: Clock }): ApiHandlers<typeof questRouteSchemas> {
  return questRouteHandlers(createQuestService(deps.db, deps.clock));
}
