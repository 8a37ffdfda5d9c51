import type { inboxRouteSchemas } from '@ug99/contract';
import type { PushConfig } from '#config';
import type { Db } from '#db/client.ts';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { Clock } from '#shared/clock.ts';
import type { VapidKeys } from './push/keys.ts';
import { createPushService } from './push/service.ts';
import { inboxRouteHandlers } from './routes.ts';
import { createInboxService } from './service.ts';

/**
 * The member's inbox calls' handlers (docs/NOTIFICATIONS.md#calls) and, with the server's VAPID keys, the
 * web-push calls' (docs/NOTIFICATIONS.md#web-push), for app.ts to register from the route table.
 */
export function inboxHandlers(deps: {
  db: Db;
  clock: Clock;
  push: PushConfig;
  vapidKeys: VapidKeys | undefined;
}): ApiHandlers<typeof inboxRouteSchemas> {
  const push = deps.vapidKeys
    ? createPushService({
        db: deps.db,
        clock: deps.clock,
        publicKey: deps.vapidKeys.publicKey,
        endpointHosts: deps.push.endpointHosts,
      })
    : undefined;
  return inboxRouteHandlers(createInboxService(deps.db, deps.clock), push);
}
