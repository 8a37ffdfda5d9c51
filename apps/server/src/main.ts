import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp, promotionReads } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { Config } from './config.ts';
import { createDatabase } from '#db/client.ts';
import type { Database } from '#db/client.ts';
import { migrateDatabase } from '#db/migrate.ts';
import { seedDatabase } from '#seed/seed.ts';
import { findActiveAgentByCode } from '#shared/agents.ts';
import { DEMO_MEMBER, ensureDemoMember } from './demo-member.ts';
import { createLogger, createTerminalLogger } from './logger.ts';
import { startSummary } from './start-summary.ts';
import { announceServer, withdrawServer } from '#operator/local-server.ts';
import { resolveOperatorToken } from '#operator/token.ts';
import { resolveProviderSecret } from '#games';
import { createLottoJobs, createYeekeeJobs, settleRound } from '#lotto';
import { createWheelJobs } from '#wheel';
import { createPollJobs } from '#polls';
import {
  createLineJobs,
  createNotificationJobs,
  createPushJobs,
  lineMessagingApi,
  notifyLimitsTookEffect,
  resolveVapidKeys,
  webPushSender,
} from '#notifications';
import { createResponsibleGamingJobs } from '#responsible-gaming';
import { createCashbackJobs } from '#cashback';
import { createMemberVipReader, createVipJobs } from '#vip';
import { createAffiliateJobs } from '#affiliate';
import { createPromotionJobs } from '#promotions';
import { createFreeCreditJobs } from '#wallets';
import { createPointsJobs } from '#points';
import {
  createAutoApprovalJob,
  createPayoutJobs,
  createPayoutReconcileJob,
  paidDepositsSql,
  sandboxPayoutAdapter,
} from '#payments';
import { createLedgerJobs } from '#ledger';
import { createJobRunner } from '#jobs/runner.ts';
import type { JobRunner } from '#jobs/runner.ts';
import { systemClock } from '#shared/clock.ts';
import { createBroadcastJobs, ensureFirstAdminSetup } from '#backoffice';

/**
 * A stop finishes within this, so `npm start`'s ten-second promise holds (scripts/start.mjs): at most
 * DRAIN_NOTICE_MS (5 s) of notice, then what is left for requests in flight.
 */
const SHUTDOWN_DEADLINE_MS = 8_500;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    // Before a logger exists; a person reads this, so plain text beats JSON.
    console.error(err.message);
    process.exit(1);
  }
}

/** How a process on this machine reaches the server (the port is the bound one, also when PORT=0). */
function localUrl(app: FastifyInstance): string {
  const bound = app.server.address();
  const port = typeof bound === 'object' && bound ? bound.port : 0;
  return `http://127.0.0.1:${port}`;
}

async function main(): Promise<void> {
  // Links to the first admin's setup issued from now on come from an instance starting alongside this one.
  const startedAt = new Date();
  const config = readConfig();
  // A person at a terminal gets a summary and readable lines; a pipe, a file or production gets JSON
  // (docs/DEPLOY.md#start-summary).
  const terminal = process.stdout.isTTY === true && config.nodeEnv !== 'production';
  const logger = terminal ? createTerminalLogger(config.logLevel) : createLogger(config.logLevel);
  // What the summary says is not logged again at info in a terminal.
  const startLine = terminal ? logger.debug.bind(logger) : logger.info.bind(logger);
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let jobs: JobRunner | undefined;

  let closing = false;
  let listening = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    // The whole stop, the notice included, ends before the deadline: an instance that cannot finish
    // its requests in time exits anyway.
    setTimeout(() => {
      logger.warn('shutdown deadline passed; exiting with requests still open');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    withdrawServer(config.dataDir);
    // The drain (docs/OPERATIONS.md#drain): not ready first, while still serving, so load balancers
    // polling /api/ready move new requests elsewhere; then the port closes, requests in flight finish
    // (Fastify's close waits for them) and event streams end with a reconnect hint.
    app?.lifecycle.startDraining();
    if (listening && config.drainNoticeMs > 0) await sleep(config.drainNoticeMs);
    await jobs?.stop();
    await app?.close();
    await database?.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    database = await createDatabase(config, logger);
    await migrateDatabase(database);
    // Demo results history outside production only (docs/rules/lotto.md#demo-results).
    const seeded = await seedDatabase(database.db, {
      demoResults: { now: systemClock.now(), production: config.nodeEnv === 'production' },
    });
    startLine(
      { database: database.kind, seeded },
      seeded ? 'database seeded with demo content' : 'database ready',
    );
    if (!(await findActiveAgentByCode(database.db, config.agentCode))) {
      logger.warn(
        { agentCode: config.agentCode },
        'AGENT_CODE names no active agent; its calls will answer 2001',
      );
    }

    const operatorToken = resolveOperatorToken(config.operatorToken, config.dataDir);
    // Created before listening, so the built-in provider started alongside finds it in DATA_DIR.
    const providerSecret = resolveProviderSecret(config.games.providerSecret, config.dataDir);
    // Web push's key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or the pair kept in DATA_DIR (docs/NOTIFICATIONS.md#web-push).
    const vapidKeys = resolveVapidKeys(config.push.vapidKeys, config.dataDir);
    app = await buildApp(config, { database, logger, operatorToken, providerSecret, vapidKeys });
    if (config.demoMember && (await ensureDemoMember(app, database.db, config, systemClock.now()))) {
      startLine({ phone: DEMO_MEMBER.phone }, 'demo member created with sandbox credit');
    }
    const address = await app.listen({ port: config.port, host: config.host });
    listening = true;
    if (database.kind === 'pglite') announceServer(config.dataDir, localUrl(app));
    // Lotto rounds are created, opened, closed and settled in the background; the first run catches up
    // on whatever was due while no server ran (docs/LOTTO.md#jobs).
    const clock = systemClock;
    const lottoJobs = createLottoJobs({
      agentId: config.agentId,
      settle: (db, roundId) => settleRound(db, roundId, { clock }),
    });
    // After the close job in each turn: a yeekee round closed this second gets its result at once.
    lottoJobs.push(...createYeekeeJobs({ clock, bonus: config.yeekeeBonus }));
    // Yesterday's affiliate commission once the Bangkok day ends; days missed while down, at start-up.
    lottoJobs.push(...createAffiliateJobs({ agentId: config.agentId }));
    // Running promotions are released or ended without the member visiting (docs/rules/promotions.md#release).
    lottoJobs.push(...createPromotionJobs(promotionReads));
    // Free credit is released to main once its turnover is met (docs/rules/wallets.md#free-credit).
    lottoJobs.push(...createFreeCreditJobs());
    // Free spins for qualifying deposits and the poll draws at close (docs/ENGAGEMENT.md); the wheel and the
    // points read payments' credited deposits through its subquery (docs/ARCHITECTURE.md#each-domain-owns-its-tables).
    const paidDeposits = paidDepositsSql();
    lottoJobs.push(...createWheelJobs(paidDeposits), ...createPollJobs());
    // Points for credited deposits and turnover, catching up the last days at start-up (docs/rules/points.md#earning).
    lottoJobs.push(...createPointsJobs({ paidDeposits }));
    // Inbox items older than 90 days are removed (docs/NOTIFICATIONS.md#retention).
    lottoJobs.push(...createNotificationJobs());
    // New inbox items pushed to the devices that opted in, once each (docs/NOTIFICATIONS.md#web-push).
    lottoJobs.push(...createPushJobs({ send: webPushSender(vapidKeys, config.push.vapidSubject) }));
    // And to the members' linked LINE users, once each, with the Messaging API's token (docs/NOTIFICATIONS.md#line-messages).
    const { apiBase, channelAccessToken } = config.line;
    if (channelAccessToken) {
      const push = lineMessagingApi({ apiBase, channelAccessToken });
      lottoJobs.push(...createLineJobs({ push, siteUrl: config.siteUrl }));
    }
    // The operators' broadcasts, written into the audience's inboxes in batches (docs/NOTIFICATIONS.md#the-operators-broadcast).
    lottoJobs.push(...createBroadcastJobs({ agentId: config.agentId, vip: config.members.vip }));
    // Looser responsible-gaming limits become current once their wait is over, with the member's inbox item.
    lottoJobs.push(...createResponsibleGamingJobs({ tookEffect: notifyLimitsTookEffect }));
    // Finished rebate periods that pay something are announced in the members' inboxes (docs/NOTIFICATIONS.md#kinds).
    const memberVip = createMemberVipReader(config.members.vip);
    lottoJobs.push(...createCashbackJobs({ config: config.cashback, memberVip }));
    // The VIP monthly bonus: each member of a paying level once per Bangkok month (docs/rules/vip.md#monthly-bonus).
    lottoJobs.push(...createVipJobs({ agentId: config.agentId, thresholds: config.members.vip, memberVip }));
    // Withdrawals approved within the rules and paid out through the gateway (docs/PAYMENTS.md#payouts):
    // only the sandbox gateway pays out today; without it every request waits for an operator.
    const payouts = config.payments.sandboxGateway ? sandboxPayoutAdapter(database.db, clock) : undefined;
    lottoJobs.push(
      createAutoApprovalJob({ gateway: payouts?.name ?? null, sandbox: config.payments.sandboxGateway }),
      ...(payouts
        ? [
            ...createPayoutJobs({ adapter: payouts, callbackMs: config.payments.payoutCallbackMs, logger }),
            // Yesterday's payouts against the gateway's report once the Bangkok day ends; missed days at start.
            createPayoutReconcileJob({ adapter: payouts, agentId: config.agentId }),
          ]
        : []),
    );
    // The ledger's invariants every 5 minutes, read by the ug99_ledger_reconcile_ok alert (docs/OPERATIONS.md#alerts).
    lottoJobs.push(...createLedgerJobs());
    jobs = createJobRunner({ database, clock, jobs: lottoJobs, logger });
    jobs.start();
    const shown = config.host === '0.0.0.0' ? `http://localhost:${config.port}` : address;
    // With BACKOFFICE_PORT the back office answers on that port only, and the public one 404s for it
    // (docs/BACKOFFICE.md#how-it-is-built).
    const bo = config.backoffice;
    const backofficeAddress = await app.backofficeListener?.listen();
    const backofficeShown =
      backofficeAddress === undefined
        ? shown
        : bo.host === '0.0.0.0'
          ? `http://localhost:${new URL(backofficeAddress).port}`
          : backofficeAddress;
    // A port of 0 picks a free port: only the bound address says which.
    const backofficeBound = backofficeAddress === undefined ? config.port === 0 : bo.port === 0;
    // The back office's address and, while no admin can sign in, the first admin's one-time setup link;
    // instances starting together issue one link between them (docs/BACKOFFICE.md#access).
    startLine(
      { backoffice_url: `${backofficeShown}/backoffice`, own_port: backofficeAddress !== undefined },
      `Back office: ${backofficeShown}/backoffice`,
    );
    const firstAdmin = await ensureFirstAdminSetup(database.db, {
      now: clock.now(),
      startedAt,
      publicUrl: backofficeBound ? backofficeShown : bo.publicUrl,
    });
    if (terminal) {
      const summary = startSummary({
        siteUrl: shown,
        backofficeUrl: `${backofficeShown}/backoffice`,
        firstAdmin:
          firstAdmin.kind === 'link'
            ? { url: firstAdmin.url, expiresAt: firstAdmin.expiresAt.toISOString() }
            : firstAdmin.kind === 'issued-by-another-instance'
              ? { issuedByAnotherInstance: true }
              : undefined,
        sandboxBankUrl: config.payments.sandboxGateway ? `${shown}/sandbox/bank` : undefined,
        demoMember: config.demoMember
          ? { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password }
          : undefined,
        database: database.kind,
        logLevel: config.logLevel,
      });
      process.stdout.write(`\n${summary.join('\n')}\n\n`);
      return;
    }
    if (firstAdmin.kind === 'link') {
      logger.warn(
        { expires_at: firstAdmin.expiresAt.toISOString() },
        `First admin setup (one-time): ${firstAdmin.url}`,
      );
    } else if (firstAdmin.kind === 'issued-by-another-instance') {
      logger.info(
        { issued_at: firstAdmin.issuedAt.toISOString() },
        'First admin setup: the one-time link was printed by another instance starting at the same time',
      );
    }
    logger.info({ address }, `UG99 member site listening on ${shown}`);
    // Anyone who reaches /sandbox/bank can mark a deposit paid: say so loudly wherever it is on.
    if (config.payments.sandboxGateway) {
      logger.warn(
        { database: database.kind, sandbox_url: `${shown}/sandbox/bank` },
        'SANDBOX payment gateway is ON: its page pays any deposit without real money; set SANDBOX_GATEWAY=0 where real money moves',
      );
    }
  } catch (err) {
    logger.fatal({ err }, 'server failed to start');
    await jobs?.stop().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}

await main();
