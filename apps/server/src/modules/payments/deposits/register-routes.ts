import { isDatabaseUnavailable } from '#db/unavailable.ts';
import type { FastifyInstance } from 'fastify';
import { createSandboxGateway, sandboxGatewayPlugin } from '@ug99/sandbox-gateway';
import type { Config } from '#config';
import type { Db } from '#db/client.ts';
import { SANDBOX_WEBHOOK_PATH, sandboxReceiver, sandboxStore } from '../sandbox.ts';
import type { Clock } from '#shared/clock.ts';
import { sandboxPayoutStore } from '../payouts/sandbox-payout-store.ts';
import { webhookRoutes } from './webhook-routes.ts';

/**
 * Unless switched off (SANDBOX_GATEWAY, docs/PAYMENTS.md), the sandbox gateway on the same server and
 * origin (no extra port, no CSP exception) with its webhook; the member's payment calls come from the
 * route table (paymentHandlers). It delivers its webhooks through the app's own HTTP handling (inject),
 * signature check and raw body included, and resumes the retries kept in the database as soon as the app
 * is ready.
 */
export async function registerSandboxGateway(
  app: FastifyInstance,
  deps: { db: Db; config: Config; clock: Clock },
): Promise<void> {
  const { db, config, clock } = deps;
  // With the sandbox off nothing named "sandbox" can credit money: its webhook is absent too, so a
  // secret left in DATA_DIR from a trial run signs nothing this site accepts.
  if (!config.payments.sandboxGateway) return;

  const receiver = sandboxReceiver(db, config, clock);
  await app.register(webhookRoutes(SANDBOX_WEBHOOK_PATH, receiver.receive));
  const gateway = createSandboxGateway({
    store: sandboxStore(db, clock),
    payouts: sandboxPayoutStore(db),
    secret: receiver.secret,
    now: () => clock.now(),
    deliver: async ({ body, headers }) => {
      const res = await app.inject({ method: 'POST', url: SANDBOX_WEBHOOK_PATH, payload: body, headers });
      return res.statusCode >= 200 && res.statusCode < 300;
    },
    // The database out of reach has its one warning (docs/OPERATIONS.md#postgresql); the next pass retries.
    onError: (err) => {
      if (!isDatabaseUnavailable(err)) app.log.error({ err }, 'sandbox gateway: retry pass failed');
    },
  });
  // Resumes what a previous run (of this or another server on the database) left undelivered.
  app.addHook('onReady', async () => gateway.start());
  // preClose: the pass in flight still reaches the webhook route before the app stops serving.
  app.addHook('preClose', async () => gateway.close());
  await app.register(async (scope) => {
    // Not part of the member API: kept out of the OpenAPI document.
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    await scope.register(sandboxGatewayPlugin(gateway));
  });
}
