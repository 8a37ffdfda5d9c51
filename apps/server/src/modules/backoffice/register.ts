import type { FastifyInstance } from 'fastify';
import { publishMemberEvent, publishWalletBalances } from '#live';
import { accessHandlers } from './access/admin-routes.ts';
import { writeBackofficeAudit } from './access/audit.ts';
import { installBackofficeAuth } from './access/guard.ts';
import { createBackofficeLimits } from './access/limits.ts';
import { createAccessService } from './access/service.ts';
import { sealTotpSecretsAtStart } from './access/seal-secrets.ts';
import { backofficeSecretBox } from './access/secret-box.ts';
import { requestSessionStands } from './access/sessions.ts';
import { registerBackofficeRoutes } from './call-table.ts';
import type { BackofficeDeps, BackofficeOptions } from './deps.ts';
import { registerOperations } from './operations/register.ts';

/** Registers the back office's API (docs/BACKOFFICE.md): access first, then the operations. */
export async function registerBackoffice(app: FastifyInstance, options: BackofficeOptions): Promise<void> {
  const { db, clock, config } = options;
  const policy = { absoluteMs: config.backoffice.sessionAbsoluteMs, idleMs: config.backoffice.sessionIdleMs };
  installBackofficeAuth(app, {
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
    sessionStands: (req) => requestSessionStands(db, req, clock, policy),
    audit: writeBackofficeAudit,
    live: { publishWalletBalances, publishMemberEvent },
  };
  // The areas' handlers, registered from the contract's call table (decisions/0015).
  await app.register(async (scoped) => {
    const operations = await registerOperations(scoped, deps);
    registerBackofficeRoutes(scoped, { access: accessHandlers(access), ...operations });
  });
}
