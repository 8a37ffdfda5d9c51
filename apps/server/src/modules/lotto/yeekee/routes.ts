import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  failEnvelope,
  ok,
  yeekeeFullList,
  yeekeeList,
  yeekeeListQuery,
  yeekeeShootRequest,
  yeekeeShootResult,
  yeekeeStreamQuery,
} from '@ug99/contract';
import { memberOf, memberResponses } from '#members';
import type { RequireMember } from '#members';
import { openEventStream } from '#http/event-stream.ts';
import { responses } from '#shared/responses.ts';
import type { YeekeeService } from './service.ts';
import type { YeekeeStreams } from './stream.ts';

const tags = ['lotto'];

/** The Last-Event-ID an EventSource sends when it reconnects: the last seq it received. */
function lastEventId(header: unknown): number {
  const n = typeof header === 'string' && /^\d{1,9}$/.test(header) ? Number(header) : 0;
  return n;
}

/** Yeekee shooting, the shot lists and the live feed (docs/YEEKEE.md). */
export function yeekeeRoutes(
  yeekee: YeekeeService,
  streams: YeekeeStreams,
  requireMember: RequireMember,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/lotto/yeekee/shoot_number',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security: [{ bearerAuth: [] }],
          summary: 'Shoots a 5-digit number into an open yeekee round; one shot per member every 5 s',
          body: yeekeeShootRequest,
          response: memberResponses(yeekeeShootResult),
        },
      },
      async (req) => ok(await yeekee.shoot(memberOf(req), req.body)),
    );
    app.get(
      '/api/lotto/yeekee/list',
      {
        schema: {
          tags,
          summary: "A yeekee round's latest 50 shots newest first, its running sum and count",
          querystring: yeekeeListQuery,
          response: responses(yeekeeList),
        },
      },
      async (req) => ok(await yeekee.list(req.query.round_id)),
    );
    app.get(
      '/api/lotto/yeekee/lists',
      {
        schema: {
          tags,
          summary: "A closed yeekee round's every shot in order and the result computed from them",
          querystring: yeekeeListQuery,
          response: responses(yeekeeFullList),
        },
      },
      async (req) => ok(await yeekee.fullList(req.query.round_id)),
    );
    app.get(
      '/api/lotto/yeekee/stream',
      {
        schema: {
          tags,
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
