import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failEnvelope, MEMBER_EVENTS_PATH } from '@ug99/contract';
import { memberOf } from '#members';
import type { RequireMember } from '#members';
import { serveEventStream } from '#http/subscribed-stream.ts';
import type { MemberEventStreams } from './streams.ts';

/**
 * GET /api/member/events: the logged-in member's live events as server-sent events
 * (docs/ARCHITECTURE.md#live-events). Authenticated like every member call, by the bearer token in the
 * Authorization header: the web app reads the stream with fetch, not EventSource (which cannot send a
 * header), so the token never appears in a URL or an access log. A refusal (401) answers JSON.
 */
export function memberEventRoutes(
  streams: MemberEventStreams,
  requireMember: RequireMember,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      MEMBER_EVENTS_PATH,
      {
        preHandler: requireMember,
        schema: {
          tags: ['member'],
          security: [{ bearerAuth: [] }],
          summary:
            "Server-sent events (text/event-stream) of the member's changes: balance (a wallet's new balance); a keep-alive comment every 15 s; a refusal answers JSON",
          response: { 200: failEnvelope, 401: failEnvelope, 500: failEnvelope },
        },
      },
      async (req, reply) => {
        const member = memberOf(req);
        // When the bus cannot subscribe (Redis down), the client reconnects after `retry`, or polls.
        await serveEventStream(
          req,
          reply,
          (sink) => streams.open(member.id, sink),
          'member events: subscribe failed',
        );
      },
    );
  };
}
