import type { FastifyInstance } from 'fastify';
import type { Db } from '#db/client.ts';
import type { RequireMember } from '#members';
import type { Clock } from '#shared/clock.ts';
import { inboxRoutes } from './routes.ts';
import { createInboxService } from './service.ts';

/** Registers the member's inbox calls (docs/NOTIFICATIONS.md#calls). */
export async function registerNotifications(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; requireMember: RequireMember },
): Promise<void> {
  await app.register(inboxRoutes(createInboxService(deps.db, deps.clock), deps.requireMember));
}
