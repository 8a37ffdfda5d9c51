import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '#config';
import type { Db } from '#db/client.ts';
import type { Clock } from '#shared/clock.ts';
import type { RedisLink } from '#shared/redis.ts';
import type { ThrottleStore } from '#throttle/index.ts';
import { publishMemberEvent, publishWalletBalances } from '#live';
import { registerAdminRoutes } from './access/admin-routes.ts';
import { writeBackofficeAudit } from './access/audit.ts';
import { registerAuthRoutes } from './access/auth-routes.ts';
import { installBackofficeAuth } from './access/guard.ts';
import type { GuardFor } from './access/guard.ts';
import { createBackofficeLimits } from './access/limits.ts';
import { createAccessService } from './access/service.ts';
import { sealTotpSecretsAtStart } from './access/seal-secrets.ts';
import { backofficeSecretBox } from './access/secret-box.ts';
import { requestSessionStands } from './access/sessions.ts';
import { registerOperations } from './operations/register.ts';

export type BackofficeOptions = {
  db: Db;
  clock: Clock;
  config: Config;
  /** The throttle counters the sign-in limits use (Redis across instances, docs/BACKOFFICE.md#access). */
  throttleStore: ThrottleStore;
  /** The app's Redis link (shared/redis.ts), when REDIS_URL is set. */
  redis?: RedisLink | undefined;
};

/**
 * What the back office's parts are built from (docs/BACKOFFICE.md): the database and clock, the whole
 * configuration, Redis for live updates across instances, the role guard every route is registered
 * with (through `backofficeRoute`), the audit writer every action calls in its own transaction, and the
 * members' live events to tell a member's open pages that an operator changed their balance.
 */
export type BackofficeDeps = {
  db: Db;
  clock: Clock;
  config: Config;
  redis: RedisLink | undefined;
  throttleStore: ThrottleStore;
  guard: GuardFor;
  /** Whether a request's session still stands, without sliding it (long-lived streams re-check it). */
  sessionStands(req: FastifyRequest): Promise<boolean>;
  audit: typeof writeBackofficeAudit;
  live: {
    publishWalletBalances: typeof publishWalletBalances;
    publishMemberEvent: typeof publishMemberEvent;
  };
};

/** Registers the back office's API (docs/BACKOFFICE.md): access first, then the operations. */
export async function registerBackoffice(app: FastifyInstance, options: BackofficeOptions): Promise<void> {
  const { db, clock, config } = options;
  const policy = { absoluteMs: config.backoffice.sessionAbsoluteMs, idleMs: config.backoffice.sessionIdleMs };
  const guard = installBackofficeAuth(app, {
    db,
    clock,
    policy,
    publicUrl: config.backoffice.publicUrl,
  });
  const limits = createBackofficeLimits(options.throttleStore, config.backoffice);
  // TOTP secrets at rest: sealed with the back office's key; those stored in clear or under the previous
  // key are sealed again before the first request (docs/OPERATIONS.md#the-back-office-secret-key).
  const secrets = backofficeSecretBox({ dataDir: config.dataDir, ...config.backoffice });
  const stopSealing = await sealTotpSecretsAtStart(db, secrets, app.log);
  app.addHook('onClose', async () => stopSealing());
  const access = createAccessService({ db, clock, config: config.backoffice, limits, secrets });
  const deps: BackofficeDeps = {
    db,
    clock,
    config,
    redis: options.redis,
    throttleStore: options.throttleStore,
    guard,
    sessionStands: (req) => requestSessionStands(db, req, clock, policy),
    audit: writeBackofficeAudit,
    live: { publishWalletBalances, publishMemberEvent },
  };
  await app.register(async (scoped) => {
    registerAuthRoutes(scoped, access);
    registerAdminRoutes(scoped, access);
  });
  // The operations (dashboard, queues, members, lotto, marketing, audit log) register below with `deps`.
  await app.register(async (scoped) => registerOperations(scoped, deps));
}
