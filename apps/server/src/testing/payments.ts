import { expect } from 'vitest';
import { PAYMENT_CHANNELS } from '@ug99/contract';
import type { QrcodeInfo } from '@ug99/contract';
import { createSandboxGateway, signWebhook } from '@ug99/sandbox-gateway';
import {
  SANDBOX_WEBHOOK_PATH,
  sandboxPayoutAdapter,
  sandboxPayoutStore,
  sandboxStore,
  sendApproved,
} from '#payments';
import type { Clock } from '#shared/clock.ts';
import type { Config } from '#config';
import type { TestApp } from './app.ts';
import { asMember } from './members.ts';

export const TEST_GATEWAY_SECRET = 'test-gateway-secret-0123456789abcdef';

/** Test apps sign with a fixed secret, so no test writes a secret file. */
export function paymentsConfig(overrides: Partial<Config['payments']> = {}): Pick<Config, 'payments'> {
  return {
    payments: {
      depositIntentTtlMs: 15 * 60_000,
      depositMatchGraceMs: 2 * 60_000,
      gatewaySecret: TEST_GATEWAY_SECRET,
      webhookToleranceMs: 300_000,
      payoutCallbackMs: 5 * 60_000,
      sandboxGateway: true,
      ...overrides,
    },
  };
}

/** Opens a deposit intent through the API; the first sub-channel of the channel unless told. */
export async function openIntent(
  t: TestApp,
  token: string,
  amount: number,
  kind: keyof typeof PAYMENT_CHANNELS = 'promptpay',
  subChannelId?: number,
): Promise<QrcodeInfo> {
  const channels = (await asMember(t, token).get('/api/member/payment/channels')).json().data;
  const channel = channels.find((c: { kind: string }) => c.kind === kind);
  const res = await asMember(t, token).post('/api/payment/generate_qr', {
    channel_id: PAYMENT_CHANNELS[kind].id,
    sub_channel_id: subChannelId ?? channel.sub_channels[0].id,
    amount,
  });
  const body = res.json();
  expect(body, JSON.stringify(body)).toMatchObject({ error: 0 });
  return body.data;
}

/** A gateway event body as the sandbox sends it. */
export function paymentEventBody(
  id: string,
  reference: string,
  amountSatang: bigint,
  paidAt = new Date(),
): string {
  return JSON.stringify({
    id,
    type: 'payment.succeeded',
    created_at: paidAt.toISOString(),
    data: { reference, amount_satang: amountSatang.toString(), paid_at: paidAt.toISOString() },
  });
}

/** POSTs a webhook signed with `secret` at `timestamp` (Unix seconds). */
export function postWebhook(
  t: TestApp,
  body: string,
  options: { secret?: string; timestamp?: number; signature?: string } = {},
) {
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signature = options.signature ?? signWebhook(options.secret ?? TEST_GATEWAY_SECRET, timestamp, body);
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook/sandbox',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-gateway-timestamp': String(timestamp),
      'x-gateway-signature': signature,
    },
  });
}

/**
 * Pays out what the back office approved, as the running server would: the send job hands each approved
 * withdrawal to the sandbox gateway, which settles it and delivers its signed callback to the webhook
 * route (docs/PAYMENTS.md#payouts). The app's own sandbox poller may settle some first; either way once.
 */
export async function payOutApproved(t: TestApp, clock: Clock): Promise<void> {
  const db = t.database.db;
  await sendApproved(db, sandboxPayoutAdapter(db, clock), clock.now());
  const gateway = createSandboxGateway({
    store: sandboxStore(db, clock),
    payouts: sandboxPayoutStore(db),
    secret: TEST_GATEWAY_SECRET,
    now: () => clock.now(),
    deliver: async ({ body, headers }) => {
      const res = await t.app.inject({ method: 'POST', url: SANDBOX_WEBHOOK_PATH, payload: body, headers });
      return res.statusCode === 200;
    },
  });
  await gateway.settlePayouts();
}
