import {
  createSandboxGateway,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyWebhook,
} from '@ug99/sandbox-gateway';
import type { Deliver, SandboxGateway } from '@ug99/sandbox-gateway';
import type { Config } from '#config';
import type { Db } from '#db/client.ts';
import type { Clock } from '#shared/clock.ts';
import { lazyGatewaySecret } from './gateway-secret.ts';
import { sandboxStore } from './sandbox-store.ts';
import { parsePaymentEvent, receiveWebhook } from './webhook.ts';
import type { GatewayAdapter } from './webhook.ts';
import { parsePayoutEvent } from './payouts/callback.ts';
import { sandboxPayoutStore } from './payouts/sandbox-payout-store.ts';

export const SANDBOX_GATEWAY_NAME = 'sandbox';
export const SANDBOX_WEBHOOK_PATH = '/api/payment/webhook/sandbox';

export { sandboxStore };

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
    parsePayout: parsePayoutEvent,
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
 * by calling the same receiver the webhook route calls, signature check included. It makes the first
 * attempt only and does not poll: a failed delivery stays due in the database, for a running server
 * (or `sandbox:redeliver`) to retry.
 */
export function directSandboxGateway(db: Db, config: Config, clock: Clock): SandboxGateway {
  const receiver = sandboxReceiver(db, config, clock);
  const deliver: Deliver = async ({ body, headers }) =>
    (await receiver.receive(body, headers)).status === 'accepted';
  return createSandboxGateway({
    store: sandboxStore(db, clock),
    payouts: sandboxPayoutStore(db),
    deliver,
    secret: receiver.secret,
    now: () => clock.now(),
  });
}

/** A direct sandbox gateway for one use, closed after it whatever the use answered. */
export async function withDirectSandboxGateway<T>(
  db: Db,
  config: Config,
  clock: Clock,
  use: (gateway: SandboxGateway) => Promise<T>,
): Promise<T> {
  const gateway = directSandboxGateway(db, config, clock);
  try {
    return await use(gateway);
  } finally {
    await gateway.close();
  }
}
