import type { FastifyInstance } from 'fastify';
import { createSandboxGateway, sandboxGatewayPlugin } from '@ug99/sandbox-gateway';
import type { RequireMember } from '../../auth/require-member.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { SANDBOX_WEBHOOK_PATH, sandboxReceiver, sandboxStore } from '../../payments/index.ts';
import type { Clock } from '../../shared/clock.ts';
import { paymentRoutes } from './routes.ts';
import { createPaymentService } from './service.ts';
import { webhookRoutes } from './webhook-routes.ts';

/**
 * The member's payment calls, the sandbox gateway's webhook and, unless switched off, the sandbox
 * gateway itself on the same server and origin (no extra port, no CSP exception). It delivers its
 * webhooks through the app's own HTTP handling (inject), signature check and raw body included.
 */
export async function registerPayments(
  app: FastifyInstance,
  deps: { db: Db; config: Config; clock: Clock; requireMember: RequireMember },
): Promise<void> {
  const { db, config, clock } = deps;
  await app.register(paymentRoutes(createPaymentService({ db, config, clock }), deps.requireMember));
  const receiver = sandboxReceiver(db, config, clock);
  await app.register(webhookRoutes(SANDBOX_WEBHOOK_PATH, receiver.receive));
  if (!config.payments.sandboxGateway) return;

  const gateway = createSandboxGateway({
    store: sandboxStore(db, clock),
    secret: receiver.secret,
    now: () => clock.now(),
    deliver: async ({ body, headers }) => {
      const res = await app.inject({ method: 'POST', url: SANDBOX_WEBHOOK_PATH, payload: body, headers });
      return res.statusCode >= 200 && res.statusCode < 300;
    },
  });
  app.addHook('onClose', async () => gateway.close());
  await app.register(async (scope) => {
    // Not part of the member API: kept out of the OpenAPI document.
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    await scope.register(sandboxGatewayPlugin(gateway));
  });
}
