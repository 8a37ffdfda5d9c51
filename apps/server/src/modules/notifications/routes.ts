import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inboxPage, inboxQuery, inboxReadRequest, inboxReadResult, inboxSettings, ok } from '@ug99/contract';
import { memberOf, memberResponses } from '#members';
import type { RequireMember } from '#members';
import type { InboxService } from './service.ts';

const tags = ['inbox'];
const security = [{ bearerAuth: [] }];

/** The member's inbox calls (docs/NOTIFICATIONS.md#calls). */
export function inboxRoutes(inbox: InboxService, requireMember: RequireMember): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/member/inbox',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "The member's inbox items, newest first, 20 a page; `unread=1` lists only unread ones",
          querystring: inboxQuery,
          response: memberResponses(inboxPage),
        },
      },
      async (req) => ok(await inbox.list(memberOf(req).id, req.query)),
    );
    app.post(
      '/api/member/inbox/read',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "Marks the member's items read, by id or all; answers the unread count left",
          body: inboxReadRequest,
          response: memberResponses(inboxReadResult),
        },
      },
      async (req) => ok(await inbox.markRead(memberOf(req).id, req.body)),
    );
    app.get(
      '/api/member/inbox/settings',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "Whether the member receives the operator's marketing broadcasts (on unless turned off)",
          response: memberResponses(inboxSettings),
        },
      },
      async (req) => ok(await inbox.settings(memberOf(req).id)),
    );
    app.post(
      '/api/member/inbox/settings',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "Turns the operator's marketing broadcasts on or off for the member",
          body: inboxSettings,
          response: memberResponses(inboxSettings),
        },
      },
      async (req) => ok(await inbox.saveSettings(memberOf(req).id, req.body)),
    );
  };
}
