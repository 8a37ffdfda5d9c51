import compress from '@fastify/compress';
import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { fail, matchSitePage } from '@ug99/contract';
import serverPackage from '#package.json' with { type: 'json' };
import type { Config } from './config.ts';
import type { Database } from '#db/client.ts';
import { registerApiRoutes, refuseRoutesOutsideTable } from '#http/api-routes.ts';
import { registerApiDocs } from '#http/docs.ts';
import { registerErrorHandler } from '#http/errors.ts';
import { acceptEmptyJsonBodies } from '#http/json-body.ts';
import { refuseUnsafeText } from '#http/unsafe-text.ts';
import { genReqId, REQUEST_ID_HEADER } from '#http/request-id.ts';
import { registerSecurityHeaders } from '#http/security.ts';
import { createPageCache } from '#http/ssr/page-cache.ts';
import { registerWeb } from '#http/web.ts';
import { registerBackofficeWeb, separateBackofficePort } from '#http/backoffice-web.ts';
import { registerLifecycle } from '#http/lifecycle.ts';
import { countRequests, registerMetricsRoute } from '#http/metrics.ts';
import { observeQueues } from '#shared/metrics/queues.ts';
import type { QueueReads } from '#shared/metrics/queues.ts';
import { createLogger, logEachResponse } from './logger.ts';
import { bearerCredential, installMemberAuth } from '#members';
import { accountHandlers } from '#members';
import { createAccountService } from '#members';
import { agentHandlers } from '#content';
import { createAgentService } from '#content';
import { contentHandlers } from '#content';
import { gameHandlers, providerLobbyExists } from '#games';
import { createGameService } from '#games';
import { providerRoutes } from '#games';
import { createProviderService } from '#games';
import { DEMO_PROVIDER_ID } from '#games';
import { createContentService } from '#content';
import { createReadinessService, healthRoutes } from '#content';
import {
  createPaymentService,
  creditedDepositsBefore,
  depositReferencesOf,
  latestCreditedDeposit,
  paymentHandlers,
  registerSandboxGateway,
} from '#payments';
import { createHealthService } from '#content';
import { createPromotionService, promotionHandlers, promotionWalletCategories } from '#promotions';
import type { PromotionReads } from '#promotions';
import { responsibleGamingHandlers } from '#responsible-gaming';
import { createResponsibleGamingService } from '#responsible-gaming';
import { walletHandlers } from '#wallets';
import { createWalletService, walletViews } from '#wallets';
import { withdrawHandlers } from '#payments';
import { createWithdrawService } from '#payments';
import { pendingQueuesSql } from '#payments';
import { lastReconcileCheckSql } from '#ledger';
import { systemClock } from '#shared/clock.ts';
import type { Clock } from '#shared/clock.ts';
import { createSmsSender } from '#members';
import type { SmsSender } from '#members';
import { createMemberLimits, createThrottleStore } from '#throttle/index.ts';
import type { ThrottleStore } from '#throttle/index.ts';
import { operatorRoutes } from '#operator/routes.ts';
import { operatorTokenMatches } from '#operator/token.ts';
import { createLottoCalls, hasPendingBillFrom, lottoRoundExists, unsettledResultSinceSql } from '#lotto';
import { pointsHandlers } from '#points';
import { questHandlers } from '#quests';
import { shopHandlers } from '#shop';
import { wheelHandlers } from '#wheel';
import { pollHandlers } from '#polls';
import { couponHandlers } from '#coupons';
import { affiliateHandlers, createLineTokenVerifier, lineHandlers } from '#affiliate';
import type { LineTokenVerifier } from '#affiliate';
import { cashbackHandlers, createWinlossService, winlossHandlers } from '#cashback';
import { createMemberVipReader, vipHandlers } from '#vip';
import { registerLive } from '#live';
import { inboxHandlers, notifyLimitsTookEffect, turnOnLineMessages } from '#notifications';
import type { VapidKeys } from '#notifications';
import { registerBackoffice } from '#backoffice';
import { createResponseCache } from '#shared/cache/response-cache.ts';
import { createCacheInvalidation } from '#shared/cache/invalidation.ts';
import { createRedisLink } from '#shared/redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Clears the content caches of every instance: content changed (docs/PERFORMANCE.md#content-caches). */
    contentChanged(): Promise<void>;
  }
}

export type AppDeps = {
  database: Database;
  /** Defaults to a JSON logger on stdout at the configured level. */
  logger?: Logger;
  /** Defaults to the system clock; tests pass one they move by hand. */
  clock?: Clock;
  /** Defaults to the sender SMS_SENDER names. */
  sms?: SmsSender;
  /** Defaults to Redis when REDIS_URL is set, else memory; closed with the app only when created here. */
  throttleStore?: ThrottleStore;
  /** Opens the operator API (`npm run operator` through this server); without it the API is absent. */
  operatorToken?: string;
  /** The built-in game provider's signing secret (main.ts keeps one in DATA_DIR); else PROVIDER_SECRET. */
  providerSecret?: string;
  /**
   * The VAPID key pair of web push (docs/NOTIFICATIONS.md#web-push); main.ts resolves it from the
   * environment or DATA_DIR, tests pass a fixed one. Without it the push calls answer 404 (after the session check).
   */
  vapidKeys?: VapidKeys;
  /** Verifies LIFF ID tokens; defaults to LINE's verify endpoint (under LINE_API_BASE) when LINE_LOGIN_CHANNEL_ID is set. */
  lineVerifier?: LineTokenVerifier;
};

const API_PATH = /^\/api(\/|\?|$)/;

/**
 * What promotions reads of deposits and lotto bills, through payments' and lotto's own functions: both
 * call promotions, so it cannot import them (docs/ARCHITECTURE.md#each-domain-owns-its-tables). The
 * member's promotion calls take it here, the promotion jobs in main.ts.
 */
export const promotionReads: PromotionReads = {
  creditedDepositsBefore,
  latestCreditedDeposit,
  depositReferencesOf,
  hasPendingBillFrom,
};

/**
 * What the platform's queue gauges read of payments', lotto's and the ledger's tables, as the owners' subqueries, so a
 * scrape stays one statement (docs/ARCHITECTURE.md#each-domain-owns-its-tables, docs/OPERATIONS.md#metrics).
 */
export const queueReads: QueueReads = {
  ...pendingQueuesSql(),
  unsettledResultSince: unsettledResultSinceSql(),
  lastLedgerCheck: lastReconcileCheckSql(),
};

/**
 * Paths under /api/ that are no member-site call of the contract's route table (decisions/0010): the game
 * providers' signed protocol, the payment gateways' webhooks, the back office's calls (their own table,
 * BACKOFFICE_CALLS), the operator API, the API docs, the probes of load balancers and monitoring (health
 * and readiness, whose 503 answer carries its own report), and the calls answering no envelope: the event
 * streams and the lotto bill's picture (their addresses in the contract: MEMBER_EVENTS_PATH,
 * lottoOutsideRoutes).
 */
const OUTSIDE_ROUTE_TABLE =
  /^\/api\/(provider|payment\/webhook|backoffice|operator|docs|health|ready|member\/events|lotto\/bill\/image|lotto\/yeekee\/stream)(\/|$)/;

const outsideRouteTable = (url: string) => OUTSIDE_ROUTE_TABLE.test(url);

/** Assembles the server; it does not listen, so tests drive it with `app.inject`. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  // Widened on purpose: Fastify's types follow the logger's, and its plugins expect the base logger.
  const loggerInstance: FastifyBaseLogger = deps.logger ?? createLogger(config.logLevel);
  const app = Fastify({
    loggerInstance,
    genReqId,
    requestIdHeader: false,
    // Behind a reverse proxy, limits per address need the client's address, not the proxy's.
    trustProxy: config.trustProxy,
    // One access line per request, written by logEachResponse (docs/PERFORMANCE.md#request-log).
    logController: new LogController({ requestIdLogLabel: 'request_id', disableRequestLogging: true }),
  });
  logEachResponse(app);
  // Readiness and the stop (docs/OPERATIONS.md#drain); every answer counted (docs/OPERATIONS.md#metrics).
  const lifecycle = registerLifecycle(app);
  countRequests(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const { database } = deps;
  // PostgreSQL out of reach answers 503 at once; its availability writes one warning per outage.
  registerErrorHandler(app, {
    onUnavailable: (err) => (database.kind === 'postgres' ? database.availability?.down(err) : undefined),
  });
  acceptEmptyJsonBodies(app);
  refuseUnsafeText(app);
  refuseRoutesOutsideTable(app, outsideRouteTable);

  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    // API answers are per member and per moment: never cached by a proxy, never indexed.
    if (API_PATH.test(req.url)) reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
  });
  // With BACKOFFICE_PORT the back office answers on its own port only (docs/BACKOFFICE.md#how-it-is-built).
  separateBackofficePort(app, config);

  await registerSecurityHeaders(app, config);
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await registerApiDocs(app, serverPackage.version);

  const { db } = deps.database;
  const clock = deps.clock ?? systemClock;
  // The content calls' answers, ready to send; cleared on every instance when an operator changes
  // something (docs/PERFORMANCE.md#content-caches).
  const contentCache = createResponseCache({ clock });
  // The server-rendered pages, drawn from those answers and cleared with them (docs/FIRST-LOAD.md#page-cache).
  const pageCache = createPageCache({ clock });
  const clearContentCaches = () => {
    contentCache.clear();
    pageCache.clear();
  };
  // Every Redis connection of this app, with one warning when Redis goes and one when it returns
  // (docs/OPERATIONS.md#redis).
  const redis = config.redisUrl
    ? createRedisLink(config.redisUrl, loggerInstance, config.redisNamespace)
    : undefined;
  // A warning, as for the other Redis feeds: the change is not lost, the caches age out meanwhile.
  const invalidation = createCacheInvalidation(redis, (err) =>
    app.log.warn({ err }, 'content cache invalidation failed; caches age out instead'),
  );
  // Listening before serving: an instance never answers from a cache it could not hear clear.
  await invalidation.subscribe(clearContentCaches).ready;
  app.addHook('onClose', () => invalidation.close());
  const contentChanged = async () => {
    clearContentCaches();
    await invalidation.publish();
  };
  app.decorate('contentChanged', contentChanged);

  await app.register(
    healthRoutes(
      createHealthService(deps.database, serverPackage.version, redis?.availability),
      createReadinessService({
        database: deps.database,
        redis: redis?.availability,
        draining: lifecycle.draining,
      }),
    ),
  );
  // Prometheus' scrape: on the back office's own port, else behind the operator token; never public.
  observeQueues(deps.database, clock, queueReads);
  const { operatorToken } = deps;
  registerMetricsRoute(app, {
    ownPort: config.backoffice.port !== undefined,
    authorized: operatorToken
      ? (authorization) => operatorTokenMatches(operatorToken, bearerCredential(authorization))
      : undefined,
  });
  const sandboxPayments = config.payments.sandboxGateway;

  const { members } = config;
  const throttleStore = deps.throttleStore ?? createThrottleStore(redis, clock);
  if (!deps.throttleStore) app.addHook('onClose', () => throttleStore.close());
  const policy = { absoluteMs: members.sessionAbsoluteMs, idleMs: members.sessionIdleMs };
  const requireMember = installMemberAuth(app, { db, clock, policy });
  const limits = createMemberLimits(throttleStore, members);
  const sms = deps.sms ?? createSmsSender(config, db, loggerInstance);
  // The member's live events (balance changes), across instances through Redis (docs/ARCHITECTURE.md#live-events).
  await registerLive(app, { redis, requireMember });
  // New items are queued for LINE only with the Messaging API's token (docs/NOTIFICATIONS.md#line-messages).
  if (config.line.channelAccessToken) app.addHook('onClose', turnOnLineMessages(app));
  // A limit taking effect writes the member's inbox item in its transaction (docs/NOTIFICATIONS.md#kinds).
  const rg = createResponsibleGamingService(db, clock, members.rgLoosenDelayMs, notifyLimitsTookEffect);
  await registerSandboxGateway(app, { db, config, clock });
  const promotions = createPromotionService({
    db,
    clock,
    agentCode: config.agentCode,
    reads: promotionReads,
  });
  // The member's VIP level and its terms now, read by the lotto pricing and the cashback (docs/rules/vip.md).
  const memberVip = createMemberVipReader(members.vip);
  const lotto = await createLottoCalls(app, {
    db,
    clock,
    requireMember,
    memberVip,
    agentCode: config.agentCode,
    redis,
    yeekeeShooting: config.yeekeeShooting,
  });
  await app.register(lotto.routesOutsideTable);
  const { loginChannelId, apiBase } = config.line;
  registerApiRoutes(
    app,
    {
      account: accountHandlers(createAccountService({ db, config, clock, limits, sms })),
      agent: agentHandlers(
        createAgentService(db, config.agentCode, sandboxPayments, config.line.liffId),
        contentCache,
      ),
      content: contentHandlers(createContentService(db, config.agentCode), contentCache),
      wheel: wheelHandlers(
        { db, clock, agentCode: config.agentCode },
        { spinsPerSeed: config.wheelSpinsPerSeed },
      ),
      vip: vipHandlers({ db, clock, thresholds: members.vip, memberVip }),
      lotto: lotto.handlers,
      payment: paymentHandlers(createPaymentService({ db, config, clock })),
      withdraw: withdrawHandlers(createWithdrawService(db, clock, config.payments)),
      wallet: walletHandlers(createWalletService(db)),
      winloss: winlossHandlers(createWinlossService(db, clock)),
      game: gameHandlers(
        createGameService({ db, clock, games: config.games, promotionWalletCategories, walletViews }),
        contentCache,
      ),
      responsibleGaming: responsibleGamingHandlers(rg),
      promotion: promotionHandlers(promotions, requireMember, contentCache),
      cashback: cashbackHandlers({ db, clock, config: config.cashback, memberVip }),
      coupons: couponHandlers({ db, clock }),
      // Points, quests and check-in, the points shop, polls (docs/ENGAGEMENT.md).
      quests: questHandlers({ db, clock }),
      points: pointsHandlers(db),
      shop: shopHandlers({ db, clock }),
      polls: pollHandlers({ db, clock, agentCode: config.agentCode }),
      affiliate: affiliateHandlers({ db, clock, agentCode: config.agentCode }),
      line: lineHandlers({
        db,
        clock,
        lineVerifier:
          deps.lineVerifier ??
          (loginChannelId ? createLineTokenVerifier({ channelId: loginChannelId, apiBase }) : undefined),
      }),
      // The member's inbox, written by the domains in their events' transactions (docs/NOTIFICATIONS.md).
      inbox: inboxHandlers({ db, clock, push: config.push, vapidKeys: deps.vapidKeys }),
    },
    requireMember,
  );
  // The operators' back office API: sign-in with TOTP, roles on every call, audit (docs/BACKOFFICE.md).
  await registerBackoffice(app, { db, clock, config, throttleStore, redis });
  // Without a secret nobody could sign a call, so the protocol's endpoints are simply absent.
  const providerSecret = deps.providerSecret ?? config.games.providerSecret;
  if (providerSecret) {
    const provider = createProviderService({ db, clock, games: config.games });
    await app.register(providerRoutes(provider, { secrets: { [DEMO_PROVIDER_ID]: providerSecret }, clock }));
  }
  if (deps.operatorToken) {
    await app.register(
      operatorRoutes({ token: deps.operatorToken, database: deps.database, config, contentChanged }),
    );
  }

  await registerBackofficeWeb(app, config);
  const spaFallback = await registerWeb(
    app,
    config,
    async (pathname) => {
      const page = matchSitePage(pathname);
      if (page.kind === 'round') return lottoRoundExists(db, config.agentCode, page.roundId);
      if (page.kind === 'lobby') return providerLobbyExists(db, page.name);
      return page.kind === 'page';
    },
    pageCache,
  );
  app.setNotFoundHandler(
    (req, reply) => spaFallback?.(req, reply) ?? reply.code(404).send(fail('NOT_FOUND')),
  );

  return app;
}
