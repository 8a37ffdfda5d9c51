import type { FastifyInstance } from 'fastify';
import type { PushConfig } from '#config';
import type { Db } from '#db/client.ts';
import type { RequireMember } from '#members';
import type { Clock } from '#shared/clock.ts';
import type { VapidKeys } from './push/keys.ts';
import { pushRoutes } from './push/routes.ts';
import { createPushService } from './push/service.ts';
import { inboxRoutes } from './routes.ts';
import { createInboxService } from './service.ts';

/**
 * Registers the member's inbox calls (docs/NOTIFICATIONS.md#calls) and, with the server's VAPID keys, the
 * web-push calls (docs/NOTIFICATIONS.md#web-push).
 */
export async function registerNotifications(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    requireMember: RequireMember;
    push: PushConfig;
    vapidKeys: VapidKeys | undefined;
  },
): Promise<void> {
  await app.register(inboxRoutes(createInboxService(deps.db, deps.clock), deps.requireMember));
  if (!deps.vapidKeys) return;
  const push = createPushService({
    db: deps.db,
    clock: deps.clock,
    publicKey: deps.vapidKeys.publicKey,
    endpointHosts: deps.push.endpointHosts,
  });
  await app.register(pushRoutes(push, deps.requireMember));
}
