import type { FastifyInstance } from 'fastify';
import type { Db } from '#db/client.ts';
import type { RequireMember } from '#members';
import type { Clock } from '#shared/clock.ts';
import { questRoutes } from './routes.ts';
import { createQuestService } from './service.ts';

/** Registers the quest and check-in calls (docs/ENGAGEMENT.md#quests-and-check-in). */
export async function registerQuests(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; requireMember: RequireMember },
): Promise<void> {
  await app.register(questRoutes(createQuestService(deps.db, deps.clock), deps.requireMember));
}
