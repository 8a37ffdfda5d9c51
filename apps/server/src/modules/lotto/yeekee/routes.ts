import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failEnvelope, lottoOutsideRoutes, ok, routePath, yeekeeStreamQuery } from '@ug99/contract';
import type { lottoRouteSchemas } from '@ug99/contract';
import { memberOf } from '#members';
import { openEventStream } from '#http/event-stream.ts';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { YeekeeService } from './service.ts';
import type { YeekeeStreams } from './stream.ts';

type YeekeeCalls = 'yeekeeShoot' | 'yeekeeList' | 'yeekeeFullList';

/** The Last-Event-ID an EventSource sends when it reconnects: the last seq it received. */
function lastEventId(header: unknown): number {
  const n = typeof header === 'string' && /^\d{1,9}$/.test(header) ? Number(header) : 0;
  return n;
}

/** Yeekee shooting and the shot lists (docs/YEEKEE.md); shooting needs a session, the lists do not. */
export function yeekeeHandlers(
  yeekee: YeekeeService,
): Pick<ApiHandlers<typeof lottoRouteSchemas>, YeekeeCalls> {
  return {
    yeekeeShoot: async (req) => ok(await yeekee.shoot(memberOf(req), req.body)),
    yeekeeList: async (req) => ok(await yeekee.list(req.query.round_id)),
    yeekeeFullList: async (req) => ok(await yeekee.fullList(req.query.round_id)),
  };
}

/**
 * The live feed answers server-sent events, not an envelope, so it is registered here rather than from the
 * route table (decisions/0010).
 */
export function yeekeeStreamRoute(yeekee: YeekeeService, streams: YeekeeStreams): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      routePath(lottoOutsideRoutes.yeekeeStream),
      {
        schema: {
          tags: ['lotto'],
          summary:
            'Server-sent events (text/event-stream) of a yeekee round: shots after after_seq, then live shots, closed and result; a refusal answers JSON',
          querystring: yeekeeStreamQuery,
          response: { 200: failEnvelope, 400: failEnvelope, 500: failEnvelope },
        },
      },
      async (req, reply) => {
        // Refusals (unknown round, not yeekee) answer as JSON before the stream starts.
        const round = await yeekee.streamRound(req.query.round_id);
        const afterSeq = Math.max(req.query.after_seq, lastEventId(req.headers['last-event-id']));
        // No chunked framing: each write is one plain socket write of bytes shared by every client
        // (docs/YEEKEE.md#scale).
        const sink = openEventStream(req, reply, () => stream.end());
        const stream = streams.open(round, afterSeq, sink);
      },
    );
  };
}
