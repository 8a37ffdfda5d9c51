import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ok,
  pushKey,
  pushSubscribeRequest,
  pushSubscribeResult,
  pushUnsubscribeRequest,
  pushUnsubscribeResult,
} from '@ug99/contract';
import { memberOf, memberResponses } from '#members';
import type { RequireMember } from '#members';
import type { PushService } from './service.ts';

const tags = ['inbox'];
const security = [{ bearerAuth: [] }];

/** The member's web-push calls (docs/NOTIFICATIONS.md#web-push). */
export function pushRoutes(push: PushService, requireMember: RequireMember): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/member/push/key',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "The server's VAPID public key (base64url), the browser's applicationServerKey",
          response: memberResponses(pushKey),
        },
      },
      async () => ok(push.key()),
    );
    app.post(
      '/api/member/push/subscribe',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "Stores this device's push subscription and the inbox kinds it receives",
          body: pushSubscribeRequest,
          response: memberResponses(pushSubscribeResult),
        },
      },
      async (req) => ok(await push.subscribe(memberOf(req).id, req.body)),
    );
    app.post(
      '/api/member/push/unsubscribe',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "Forgets this device's push subscription",
          body: pushUnsubscribeRequest,
          response: memberResponses(pushUnsubscribeResult),
        },
      },
      async (req) => ok(await push.unsubscribe(memberOf(req).id, req.body)),
    );
  };
}
