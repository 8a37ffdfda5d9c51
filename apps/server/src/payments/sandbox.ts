import { eq, sql } from 'drizzle-orm';
import {
  createSandboxGateway,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyWebhook,
} from '@ug99/sandbox-gateway';
import type { Deliver, SandboxGateway, SandboxStore } from '@ug99/sandbox-gateway';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { sandboxGatewayEvents } from '../db/schema/index.ts';
import type { Clock } from '../shared/clock.ts';
import { lazyGatewaySecret } from './gateway-secret.ts';
import { effectiveStatus, findIntentByReference } from './intents.ts';
import { parsePaymentEvent, receiveWebhook } from './webhook.ts';
import type { GatewayAdapter } from './webhook.ts';

export const SANDBOX_GATEWAY_NAME = 'sandbox';
export const SANDBOX_WEBHOOK_PATH = '/api/payment/webhook/sandbox';

/** The sandbox's outbox lives in our database, so `sandbox:redeliver` works from any process. */
export function sandboxStore(db: Db, clock: Clock): SandboxStore {
  return {
    async lookup(reference) {
      const intent = await findIntentByReference(db, reference);
      if (!intent) return null;
      return {
        reference: intent.reference,
        amountSatang: intent.payAmountSatang,
        paid: intent.status === 'paid',
        expired: effectiveStatus(intent, clock.now()) !== 'pending',
      };
    },
    async saveEvent(event) {
      await db.insert(sandboxGatewayEvents).values(event);
    },
    async findEvent(id) {
      const [row] = await db.select().from(sandboxGatewayEvents).where(eq(sandboxGatewayEvents.id, id));
      return row ? { id: row.id, reference: row.reference, body: row.body } : null;
    },
    async recordAttempt(id, delivered) {
      await db
        .update(sandboxGatewayEvents)
        .set({
          attempts: sql`${sandboxGatewayEvents.attempts} + 1`,
          ...(delivered ? { deliveredAt: clock.now() } : {}),
        })
        .where(eq(sandboxGatewayEvents.id, id));
    },
  };
}

/** The sandbox's side of the adapter interface: HMAC-SHA256 over timestamp and raw body. */
export function sandboxAdapter(secret: () => string, toleranceMs: number): GatewayAdapter {
  return {
    name: SANDBOX_GATEWAY_NAME,
    verify: ({ rawBody, headers, now }) =>
      verifyWebhook({
        secret: secret(),
        rawBody,
        timestamp: single(headers[TIMESTAMP_HEADER]),
        signature: single(headers[SIGNATURE_HEADER]),
        now,
        toleranceMs,
      }),
    parse: parsePaymentEvent,
  };
}

/** The webhook receiver for the sandbox gateway: one function, reached over HTTP or called directly. */
export function sandboxReceiver(db: Db, config: Config, clock: Clock) {
  const secret = lazyGatewaySecret(config.payments.gatewaySecret, config.dataDir);
  const adapter = sandboxAdapter(secret, config.payments.webhookToleranceMs);
  return {
    secret,
    receive: (rawBody: string, headers: Record<string, string | string[] | undefined>) =>
      receiveWebhook(db, adapter, { rawBody, headers, now: clock.now() }),
  };
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * A sandbox gateway for a process without the HTTP server (the operator command line): it delivers
 * by calling the same receiver the webhook route calls, signature check included.
 */
export function directSandboxGateway(db: Db, config: Config, clock: Clock): SandboxGateway {
  const receiver = sandboxReceiver(db, config, clock);
  const deliver: Deliver = async ({ body, headers }) =>
    (await receiver.receive(body, headers)).status === 'accepted';
  return createSandboxGateway({
    store: sandboxStore(db, clock),
    deliver,
    secret: receiver.secret,
    now: () => clock.now(),
    retry: { attempts: 1, baseDelayMs: 0 },
  });
}
