import type { FastifyInstance } from 'fastify';
import {
  boAddRoundRequest,
  boCapAlertPage,
  boCapAlertsQuery,
  boEnterResultOutcome,
  boIdParams,
  boLottoCategories,
  boLottoCategoryParams,
  boLottoRatesRequest,
  boLottoRatesOutcome,
  boLottoRoundPage,
  boLottoRound,
  boLottoRoundsQuery,
  boNumberRuleRequest,
  boNumberRuleResult,
  boNumberStakePage,
  boNumbersQuery,
  boResultInput,
  boResultPreview,
  boRoundResult,
  boVoidRoundRequest,
  boVoidRoundResult,
  LOTTO_CALLS,
  ok,
} from '@ug99/contract';
import type { BackofficeCall } from '@ug99/contract';
import { backofficeResponses, backofficeRoute } from '../access/guard.ts';
import { actorOf } from '../operations/queues/routes.ts';
import type { LottoService } from './service.ts';

/** An entry of LOTTO_CALLS by method and path: each route is registered from its entry. */
export function lottoCall(method: BackofficeCall['method'], path: string): BackofficeCall {
  const call = LOTTO_CALLS.find((c) => c.method === method && c.path === path);
  if (!call) throw new Error(`${method} ${path} is not in LOTTO_CALLS`);
  return call;
}

/** The lotto screens (docs/BACKOFFICE.md#lotto). */
export function registerLottoRoutes(app: FastifyInstance, lotto: LottoService): void {
  const base = '/api/backoffice/lotto';
  backofficeRoute(
    app,
    lottoCall('GET', `${base}/categories`),
    { response: backofficeResponses(boLottoCategories) },
    async () => ok(await lotto.categories()),
  );
  backofficeRoute(
    app,
    lottoCall('POST', `${base}/categories/:code/rates`),
    {
      params: boLottoCategoryParams,
      body: boLottoRatesRequest,
      response: backofficeResponses(boLottoRatesOutcome),
    },
    async (req) => ok(await lotto.saveRates(actorOf(req), req.params.code, req.body.rates)),
  );
  backofficeRoute(
    app,
    lottoCall('GET', `${base}/rounds`),
    { querystring: boLottoRoundsQuery, response: backofficeResponses(boLottoRoundPage) },
    async (req) => ok(await lotto.rounds(req.query)),
  );
  backofficeRoute(
    app,
    lottoCall('POST', `${base}/rounds`),
    { body: boAddRoundRequest, response: backofficeResponses(boRoundResult) },
    async (req) => ok(await lotto.addRound(actorOf(req), req.body)),
  );
  backofficeRoute(
    app,
    lottoCall('GET', `${base}/rounds/:id`),
    { params: boIdParams, response: backofficeResponses(boLottoRound) },
    async (req) => ok(await lotto.round(req.params.id)),
  );
  backofficeRoute(
    app,
    lottoCall('POST', `${base}/rounds/:id/close`),
    { params: boIdParams, response: backofficeResponses(boRoundResult) },
    async (req) => ok(await lotto.close(actorOf(req), req.params.id)),
  );
  backofficeRoute(
    app,
    lottoCall('POST', `${base}/rounds/:id/result/preview`),
    { params: boIdParams, body: boResultInput, response: backofficeResponses(boResultPreview) },
    async (req) => ok(await lotto.preview(req.params.id, req.body)),
  );
  backofficeRoute(
    app,
    lottoCall('POST', `${base}/rounds/:id/result`),
    { params: boIdParams, body: boResultInput, response: backofficeResponses(boEnterResultOutcome) },
    async (req) => ok(await lotto.enterResult(actorOf(req), req.params.id, req.body)),
  );
  backofficeRoute(
    app,
    lottoCall('POST', `${base}/rounds/:id/void`),
    { params: boIdParams, body: boVoidRoundRequest, response: backofficeResponses(boVoidRoundResult) },
    async (req) => ok(await lotto.void(actorOf(req), req.params.id, req.body.reason)),
  );
  backofficeRoute(
    app,
    lottoCall('GET', `${base}/alerts`),
    { querystring: boCapAlertsQuery, response: backofficeResponses(boCapAlertPage) },
    async (req) => ok(await lotto.alerts(req.query)),
  );
  backofficeRoute(
    app,
    lottoCall('GET', `${base}/rounds/:id/numbers`),
    { params: boIdParams, querystring: boNumbersQuery, response: backofficeResponses(boNumberStakePage) },
    async (req) => ok(await lotto.numbers(req.params.id, req.query)),
  );
  backofficeRoute(
    app,
    lottoCall('POST', `${base}/rounds/:id/numbers`),
    { params: boIdParams, body: boNumberRuleRequest, response: backofficeResponses(boNumberRuleResult) },
    async (req) => ok(await lotto.setNumber(actorOf(req), req.params.id, req.body)),
  );
}
