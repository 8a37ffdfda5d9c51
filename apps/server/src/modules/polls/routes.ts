import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ok,
  pollConfig,
  pollQuery,
  pollQuota,
  pollQuotaCheck,
  pollStats,
  pollSubmitRequest,
  pollVoted,
  pollWinners,
} from '@ug99/contract';
import { memberOf, memberResponses } from '#members';
import type { RequireMember } from '#members';
import { responses } from '#shared/responses.ts';
import type { PollService } from './service.ts';

const tags = ['polls'];
const security = [{ bearerAuth: [] }];

/** Poll calls (docs/ENGAGEMENT.md "Polls"): config, stats and winners are public; quota and votes need a session. */
export function pollRoutes(polls: PollService, requireMember: RequireMember): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/poll/config',
      {
        schema: {
          tags,
          summary: 'A poll: title, images, window, choices, metadata, the seed hash',
          querystring: pollQuery,
          response: responses(pollConfig),
        },
      },
      async (req) => ok(await polls.config(req.query)),
    );
    app.get(
      '/api/poll/stats',
      {
        schema: { tags, summary: 'Votes per choice', querystring: pollQuery, response: responses(pollStats) },
      },
      async (req) => ok(await polls.stats(req.query)),
    );
    app.get(
      '/api/poll/winners',
      {
        schema: {
          tags,
          summary: 'After the draw: the seed, the tickets and the winners, to recompute',
          querystring: pollQuery,
          response: responses(pollWinners),
        },
      },
      async (req) => ok(await polls.winners(req.query)),
    );
    app.get(
      '/api/poll/quota/get',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "The member's votes earned and used",
          querystring: pollQuery,
          response: memberResponses(pollQuota),
        },
      },
      async (req) => ok(await polls.quota(memberOf(req), req.query)),
    );
    app.get(
      '/api/poll/quota/check',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: 'The quota and whether a vote is possible now',
          querystring: pollQuery,
          response: memberResponses(pollQuotaCheck),
        },
      },
      async (req) => ok(await polls.check(memberOf(req), req.query)),
    );
    app.post(
      '/api/poll/submit',
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: 'Spends one vote of the quota on a choice',
          body: pollSubmitRequest,
          response: memberResponses(pollVoted),
        },
      },
      async (req) => ok(await polls.submit(memberOf(req), req.body)),
    );
  };
}
