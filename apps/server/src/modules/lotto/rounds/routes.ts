import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  failEnvelope,
  lottoLimit,
  lottoLobby,
  lottoRateList,
  lottoRatesQuery,
  lottoRatesResult,
  lottoResult,
  lottoResultList,
  lottoResultQuery,
  lottoResultsQuery,
  lottoRound,
  lottoRoundList,
  lottoRoundQuery,
  lottoRoundsQuery,
  lottoRule,
  ok,
} from '@ug99/contract';
import { responses } from '#shared/responses.ts';
import type { LottoRoundService } from './service.ts';

/** The lobby's envelope also carries `status: 0` (the spec's lotto lobby convention). */
const lobbyResponses = {
  200: z.union([
    z.object({ error: z.literal(0), status: z.literal(0), data: lottoLobby, message: z.string() }),
    failEnvelope,
  ]),
  400: failEnvelope,
  500: failEnvelope,
};

/** Public reads: categories, rounds, rules, rates, limits and results (docs/LOTTO.md). */
export function lottoRoundRoutes(rounds: LottoRoundService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['lotto'];
    app.get(
      '/api/lotto/lobby',
      { schema: { tags, summary: 'Categories with their current or next round', response: lobbyResponses } },
      async () => ({ ...ok(await rounds.lobby()), status: 0 as const }),
    );
    app.get(
      '/api/lotto/rounds',
      {
        schema: {
          tags,
          summary: 'Rounds: still to bet on by close, or of one status newest first',
          querystring: lottoRoundsQuery,
          response: responses(lottoRoundList),
        },
      },
      async (req) => ok(await rounds.rounds(req.query)),
    );
    app.get(
      '/api/lotto/round',
      {
        schema: { tags, summary: 'One round', querystring: lottoRoundQuery, response: responses(lottoRound) },
      },
      async (req) => ok(await rounds.round(req.query.round_id)),
    );
    app.get(
      '/api/lotto/rule',
      {
        schema: {
          tags,
          summary: 'A round’s rules in Thai and its limits',
          querystring: lottoRoundQuery,
          response: responses(lottoRule),
        },
      },
      async (req) => ok(await rounds.rule(req.query.round_id)),
    );
    app.get(
      '/api/lotto/rate',
      {
        schema: {
          tags,
          summary: 'A round’s rate per bet type',
          querystring: lottoRoundQuery,
          response: responses(lottoRateList),
        },
      },
      async (req) => ok(await rounds.rate(req.query.round_id)),
    );
    app.get(
      '/api/lotto/rates',
      {
        schema: {
          tags,
          summary: 'Rates of every category (or one)',
          querystring: lottoRatesQuery,
          response: responses(lottoRatesResult),
        },
      },
      async (req) => ok(await rounds.rates(req.query)),
    );
    app.get(
      '/api/lotto/limit',
      {
        schema: {
          tags,
          summary: 'A round’s closed and reduced-rate numbers',
          querystring: lottoRoundQuery,
          response: responses(lottoLimit),
        },
      },
      async (req) => ok(await rounds.limit(req.query.round_id)),
    );
    app.get(
      '/api/lotto/result',
      {
        schema: {
          tags,
          summary: 'A round’s result',
          querystring: lottoResultQuery,
          response: responses(lottoResult),
        },
      },
      async (req) => ok(await rounds.result(req.query.round_id)),
    );
    app.get(
      '/api/lotto/results',
      {
        schema: {
          tags,
          summary: 'Entered results by draw date and category',
          querystring: lottoResultsQuery,
          response: responses(lottoResultList),
        },
      },
      async (req) => ok(await rounds.results(req.query)),
    );
  };
}
