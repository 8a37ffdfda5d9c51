import { ok } from '@ug99/contract';
import type { inboxRouteSchemas } from '@ug99/contract';
import { memberOf } from '#members';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { PushService } from './push/service.ts';
import type { InboxService } from './service.ts';

/**
 * The member's inbox calls (docs/NOTIFICATIONS.md#calls) and web-push calls (docs/NOTIFICATIONS.md#web-push),
 * as the contract's route table lists them. Without the server's VAPID keys there is no push service and
 * the push calls answer as an unknown call would (404).
 */
export function inboxRouteHandlers(
  inbox: InboxService,
  push: PushService | undefined,
): ApiHandlers<typeof inboxRouteSchemas> {
  return {
    list: async (req) => ok(await inbox.list(memberOf(req).id, req.query)),
    read: async (req) => ok(await inbox.markRead(memberOf(req).id, req.body)),
    settings: async (req) => ok(await inbox.settings(memberOf(req).id)),
    saveSettings: async (req) => ok(await inbox.saveSettings(memberOf(req).id, req.body)),
    pushKey: async (_req, reply) => (push ? ok(push.key()) : reply.callNotFound()),
    pushSubscribe: async (req, reply) =>
      push ? ok(await push.subscribe(memberOf(req).id, req.body)) : reply.callNotFound(),
    pushUnsubscribe: async (req, reply) =>
      push ? ok(await push.unsubscribe(memberOf(req).id, req.body)) : reply.callNotFound(),
  };
}
