import {
  pollConfig,
  pollQuery,
  pollQuota,
  pollQuotaCheck,
  pollStats,
  pollSubmitRequest,
  pollVoted,
  pollWinners,
} from '../polls.ts';
import type { RouteSchemas } from './define.ts';

/** Polls (docs/ENGAGEMENT.md "Polls"): config, stats and winners are public; quota and votes need a session. */
export const pollRouteSchemas = {
  config: {
    auth: 'public',
    summary: 'A poll: title, images, window, choices, metadata, the seed hash',
    query: pollQuery,
    response: pollConfig,
  },
  stats: { auth: 'public', summary: 'Votes per choice', query: pollQuery, response: pollStats },
  winners: {
    auth: 'public',
    summary: 'After the draw: the seed, the tickets and the winners, to recompute',
    query: pollQuery,
    response: pollWinners,
  },
  quota: {
    auth: 'member',
    summary: "The member's votes earned and used",
    query: pollQuery,
    response: pollQuota,
  },
  check: {
    auth: 'member',
    summary: 'The quota and whether a vote is possible now',
    query: pollQuery,
    response: pollQuotaCheck,
  },
  submit: {
    auth: 'member',
    summary: 'Spends one vote of the quota on a choice',
    body: pollSubmitRequest,
    response: pollVoted,
  },
} as const satisfies Record<string, RouteSchemas>;
