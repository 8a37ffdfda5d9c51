import type { FastifyInstance } from 'fastify';
import { DEMO_MEMBER_PHONE } from '#config';
import { engagementOperations } from '../engagement/register.ts';
import { lottoOperations } from '../lotto/register.ts';
import { broadcastOperations } from '../broadcasts/register.ts';
import { marketingOperations } from '../marketing/register.ts';
import { providerWinOperations } from '../provider-wins/register.ts';
import type { BackofficeHandlers } from '../call-table.ts';
import type { BackofficeDeps } from '../deps.ts';
import { reportsOperations } from '../reports/register.ts';
import { valueControlOperations } from '../value-controls/register.ts';
import { vipHandlers } from '../vip/routes.ts';
import { createVipTermsService } from '../vip/service.ts';
import { createArrivalsWatcher } from './queues/arrivals.ts';
import { auditHandlers } from './audit/routes.ts';
import { createAuditService } from './audit/service.ts';
import { operationsContext } from './context.ts';
import { dashboardHandlers } from './dashboard/routes.ts';
import { createDashboardService } from './dashboard/service.ts';
import { memberActor } from './members/member-actor.ts';
import { memberHandlers } from './members/routes.ts';
import { createMemberService } from './members/service.ts';
import { walletActor } from './members/wallet-actor.ts';
import { createQueueFeed } from './queues/feed.ts';
import { actorOf, queueHandlers } from './queues/routes.ts';
import { actingAs } from '../access/audit.ts';
import { createPaymentOperatorService, SANDBOX_GATEWAY_NAME } from '#payments';
import { createMemberOperatorService } from '#members';
import { createWalletOperatorService } from '#wallets';
import { payoutHandlers } from '../payouts/routes.ts';
import { createWithdrawRulesService } from '../payouts/service.ts';
import { createQueueStreams } from './queues/streams.ts';

/**
 * The back office's screens (docs/BACKOFFICE.md#screens): dashboard, queues, members, audit log, then the
 * lotto, marketing, engagement and reports parts, each registered from its own folder.
 */
export async function registerOperations(
  app: FastifyInstance,
  deps: BackofficeDeps,
): Promise<Omit<BackofficeHandlers, 'access'>> {
  const ctx = operationsContext({
    db: deps.db,
    clock: deps.clock,
    agentCode: deps.config.agentCode,
    financeAdjustLimitSatang: deps.config.backoffice.financeAdjustLimitSatang,
    demoMemberPhone: deps.config.demoMember ? DEMO_MEMBER_PHONE : null,
    // Only the sandbox gateway pays out today (docs/PAYMENTS.md#payouts).
    payoutGateway: deps.config.payments.sandboxGateway ? SANDBOX_GATEWAY_NAME : null,
  });
  // The agent's id is read once, before the first request: read first inside an operator's transaction, on
  // PGlite's one connection it would wait for that same transaction. Missing (a database not seeded yet),
  // it is read on first use.
  app.addHook('onReady', async () => void (await ctx.agentId().catch(() => undefined)));
  const onError = (err: unknown) => app.log.warn({ err }, 'back-office queue feed');
  const feed = createQueueFeed({ redis: deps.redis, onError });
  await feed.ready();
  const watcher = createArrivalsWatcher({ db: deps.db, feed, agentId: ctx.agentId, onError });
  const streams = createQueueStreams(feed, watcher);
  // Open streams never end by themselves: end them before the server waits for its connections.
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', () => feed.close());

  return {
    operations: {
      ...dashboardHandlers(createDashboardService(ctx)),
      ...queueHandlers(
        createPaymentOperatorService(ctx, feed),
        (req) => actingAs(actorOf(req), deps.audit),
        streams,
        deps.sessionStands,
      ),
      ...memberHandlers(
        createMemberOperatorService(ctx),
        createWalletOperatorService(ctx),
        createMemberService(ctx, { sessionIdleMs: deps.config.members.sessionIdleMs }),
        (req) => memberActor(deps.audit, actorOf(req)),
        (req) => walletActor(ctx, deps.audit, actorOf(req)),
      ),
      ...auditHandlers(createAuditService(ctx)),
    },
    lotto: lottoOperations(app, deps, ctx),
    marketing: marketingOperations(app, deps, ctx),
    engagement: engagementOperations(deps, ctx),
    reports: reportsOperations(deps, ctx),
    valueControls: valueControlOperations(deps, ctx),
    providerWins: providerWinOperations(deps, ctx),
    vip: vipHandlers(createVipTermsService(ctx, { audit: deps.audit, thresholds: deps.config.members.vip })),
    broadcasts: broadcastOperations(deps, ctx),
    payouts: payoutHandlers(createWithdrawRulesService(ctx, { audit: deps.audit })),
  };
}
