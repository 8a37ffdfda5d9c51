import type { FastifyInstance } from 'fastify';
import {
  boIdParams,
  boPointsAdjustRequest,
  boPointsAdjustOutcome,
  boPollCreate,
  boPollOutcome,
  boPollDetail,
  boPollPage,
  boPollQuery,
  boQuestCreate,
  boQuestOutcome,
  boQuestPage,
  boQuestQuery,
  boQuestUpdate,
  boRedemptionPage,
  boRedemptionQuery,
  boRedemptionSentRequest,
  boRedemptionSentResult,
  boShopItem,
  boShopItemCreate,
  boShopItemOutcome,
  boShopItemPage,
  boShopItemQuery,
  boShopItemUpdate,
  boShopStockChange,
  boWheelSaveOutcome,
  boWheelList,
  boWheelReport,
  boWheelSegmentsUpdate,
  ok,
} from '@ug99/contract';
import { backofficeResponses, backofficeRoute } from '../access/guard.ts';
import type { OperationsContext } from '../operations/context.ts';
import { actorOf } from '../operations/queues/routes.ts';
import type { BackofficeDeps } from '../deps.ts';
import { engagementCall as call } from './calls.ts';
import { createPointsScreen } from './points.ts';
import { createPollScreen } from './polls.ts';
import { createQuestScreen } from './quests.ts';
import { createShopScreen } from './shop.ts';
import { createWheelScreen } from './wheel.ts';

/**
 * The back office's engagement screens (docs/BACKOFFICE.md#engagement): quests, the wheel, the points
 * shop, polls and points adjustments. Routes are thin: the screens' services hold the rules and call the
 * domains the operator commands use.
 */
export function registerEngagementOperations(
  app: FastifyInstance,
  deps: BackofficeDeps,
  ctx: OperationsContext,
): void {
  const quests = createQuestScreen(ctx, deps.audit);
  const wheel = createWheelScreen(ctx, deps.audit);
  const shop = createShopScreen(ctx, deps.audit);
  const polls = createPollScreen(ctx, deps.audit);
  const points = createPointsScreen(ctx, deps.audit);
  const res = backofficeResponses;

  backofficeRoute(
    app,
    call('GET', '/api/backoffice/quests'),
    { querystring: boQuestQuery, response: res(boQuestPage) },
    async (req) => ok(await quests.list(req.query)),
  );
  backofficeRoute(
    app,
    call('POST', '/api/backoffice/quests'),
    { body: boQuestCreate, response: res(boQuestOutcome) },
    async (req) => ok(await quests.create(actorOf(req), req.body)),
  );
  backofficeRoute(
    app,
    call('POST', '/api/backoffice/quests/:id'),
    { params: boIdParams, body: boQuestUpdate, response: res(boQuestOutcome) },
    async (req) => ok(await quests.update(actorOf(req), req.params.id, req.body)),
  );

  backofficeRoute(app, call('GET', '/api/backoffice/wheels'), { response: res(boWheelList) }, async () =>
    ok(await wheel.list()),
  );
  backofficeRoute(
    app,
    call('GET', '/api/backoffice/wheels/report'),
    { response: res(boWheelReport) },
    async () => ok(await wheel.report()),
  );
  backofficeRoute(
    app,
    call('POST', '/api/backoffice/wheels/:id/segments'),
    { params: boIdParams, body: boWheelSegmentsUpdate, response: res(boWheelSaveOutcome) },
    async (req) => ok(await wheel.saveSegments(actorOf(req), req.params.id, req.body)),
  );

  backofficeRoute(
    app,
    call('GET', '/api/backoffice/shop/items'),
    { querystring: boShopItemQuery, response: res(boShopItemPage) },
    async (req) => ok(await shop.items(req.query)),
  );
  backofficeRoute(
    app,
    call('POST', '/api/backoffice/shop/items'),
    { body: boShopItemCreate, response: res(boShopItemOutcome) },
    async (req) => ok(await shop.create(actorOf(req), req.body)),
  );
  backofficeRoute(
    app,
    call('POST', '/api/backoffice/shop/items/:id'),
    { params: boIdParams, body: boShopItemUpdate, response: res(boShopItemOutcome) },
    async (req) => ok(await shop.update(actorOf(req), req.params.id, req.body)),
  );
  backofficeRoute(
    app,
    call('POST', '/api/backoffice/shop/items/:id/stock'),
    { params: boIdParams, body: boShopStockChange, response: res(boShopItem) },
    async (req) => ok(await shop.stock(actorOf(req), req.params.id, req.body.change)),
  );
  backofficeRoute(
    app,
    call('GET', '/api/backoffice/shop/redemptions'),
    { querystring: boRedemptionQuery, response: res(boRedemptionPage) },
    async (req) => ok(await shop.redemptions(req.query)),
  );
  backofficeRoute(
    app,
    call('POST', '/api/backoffice/shop/redemptions/:id/sent'),
    { params: boIdParams, body: boRedemptionSentRequest, response: res(boRedemptionSentResult) },
    async (req) => ok(await shop.sent(actorOf(req), req.params.id, req.body.note)),
  );

  backofficeRoute(
    app,
    call('GET', '/api/backoffice/polls'),
    { querystring: boPollQuery, response: res(boPollPage) },
    async (req) => ok(await polls.list(req.query)),
  );
  backofficeRoute(
    app,
    call('POST', '/api/backoffice/polls'),
    { body: boPollCreate, response: res(boPollOutcome) },
    async (req) => ok(await polls.create(actorOf(req), req.body)),
  );
  backofficeRoute(
    app,
    call('GET', '/api/backoffice/polls/:id'),
    { params: boIdParams, response: res(boPollDetail) },
    async (req) => ok(await polls.detail(req.params.id)),
  );

  backofficeRoute(
    app,
    call('POST', '/api/backoffice/points/adjust'),
    { body: boPointsAdjustRequest, response: res(boPointsAdjustOutcome) },
    async (req) => ok(await points.adjust(actorOf(req), req.body)),
  );
}
