import type { FastifyInstance } from 'fastify';
import { DEMO_MEMBER_PHONE } from '#config';
import { registerEngagementOperations } from '../engagement/register.ts';
import { registerLottoOperations } from '../lotto/register.ts';
import { registerBroadcastOperations } from '../broadcasts/register.ts';
import { registerMarketingOperations } from '../marketing/register.ts';
import { registerProviderWinOperations } from '../provider-wins/register.ts';
import type { BackofficeDeps } from '../deps.ts';
import { registerReportsOperations } from '../reports/register.ts';
import { registerValueControlOperations } from '../value-controls/register.ts';
import { registerVipRoutes } from '../vip/routes.ts';
import { createVipTermsService } from '../vip/service.ts';
import { createArrivalsWatcher } from './queues/arrivals.ts';
import { registerAuditRoutes } from './audit/routes.ts';
import { createAuditService } from './audit/service.ts';
import { operationsContext } from './context.ts';
import { registerDashboardRoutes } from './dashboard/routes.ts';
import { createDashboardService } from './dashboard/service.ts';
import { registerMemberRoutes } from './members/routes.ts';
import { createMemberService } from './members/service.ts';
import { createQueueFeed } from './queues/feed.ts';
import { registerQueueRoutes } from './queues/routes.ts';
import { createQueueService } from './queues/service.ts';
import { SANDBOX_GATEWAY_NAME } from '#payments';
import { registerWithdrawRulesRoutes } from '../payouts/routes.ts';
import { createWithdrawRulesService } from '../payouts/service.ts';
import { createQueueStreams } from './queues/streams.ts';

/**
 * The back office's screens (docs/BACKOFFICE.md#screens): dashboard, queues, members, audit log, then the
 * lotto, marketing, engagement and reports parts, each registered from its own folder.
 */
export async function registerOperations(app: FastifyInstance, deps: BackofficeDeps): Promise<void> {
  const ctx = operationsContext({
    db: deps.db,
    clock: deps.clock,
    agentCode: deps.config.agentCode,
    financeAdjustLimitSatang: deps.config.backoffice.financeAdjustLimitSatang,
    demoMemberPhone: deps.config.demoMember ? DEMO_MEMBER_PHONE : null,
    // Only the sandbox gateway pays out today (docs/PAYMENTS.md#payouts).
    payoutGateway: deps.config.payments.sandboxGateway ? SANDBOX_GATEWAY_NAME : null,
  });
  const onError = (err: unknown) => app.log.warn({ err }, 'back-office queue feed');
  const feed = createQueueFeed({ redis: deps.redis, onError });
  await feed.ready();
  const watcher = createArrivalsWatcher({ db: deps.db, feed, agentId: ctx.agentId, onError });
  const streams = createQueueStreams(feed, watcher);
  // Open streams never end by themselves: end them before the server waits for its connections.
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', () => feed.close());

  registerDashboardRoutes(app, createDashboardService(ctx));
  registerWithdrawRulesRoutes(app, createWithdrawRulesService(ctx, { audit: deps.audit }));
  registerQueueRoutes(app, createQueueService(ctx, feed), streams, deps.sessionStands);
  registerMemberRoutes(
    app,
    createMemberService(ctx, { audit: deps.audit, sessionIdleMs: deps.config.members.sessionIdleMs }),
  );
  registerAuditRoutes(app, createAuditService(ctx));
  registerLottoOperations(app, deps, ctx);
  registerMarketingOperations(app, deps, ctx);
  registerBroadcastOperations(app, deps, ctx);
  registerEngagementOperations(app, deps, ctx);
  registerReportsOperations(app, deps, ctx);
  registerValueControlOperations(app, deps, ctx);
  registerProviderWinOperations(app, deps, ctx);
  registerVipRoutes(
    app,
    createVipTermsService(ctx, { audit: deps.audit, thresholds: deps.config.members.vip }),
  );
}
