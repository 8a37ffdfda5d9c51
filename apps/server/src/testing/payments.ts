import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { MAIN_WALLET_TYPE_ID, PAYMENT_CHANNELS } from '@ug99/contract';
import type { QrcodeInfo } from '@ug99/contract';
import { createSandboxGateway, signWebhook } from '@ug99/sandbox-gateway';
import type { Deliver } from '@ug99/sandbox-gateway';
import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { withdrawals } from '#db/schema/index.ts';
import { memberWallets } from '#ledger';
import {
  SANDBOX_WEBHOOK_PATH,
  sandboxPayoutAdapter,
  sandboxPayoutStore,
  sandboxReceiver,
  sandboxStore,
  sendApproved,
} from '#payments';
import type { Clock } from '#shared/clock.ts';
import type { Config } from '#config';
import { adjustBalance } from '#wallets';
import type { TestApp } from './app.ts';
import type { TestDatabase } from './databases.ts';
import { memberIdOf } from './members.ts';
import { asMember } from './members.ts';
import type { Registered } from './members.ts';
import { suiteTestApp } from './suite-app.ts';

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
 * route (docs/PAYMENTS.md#payouts). The app's own sandbox poller (deposits/register-routes.ts) runs too
 * and may claim a payout first: this pass then finds nothing to settle while the poller's callback is
 * still on its way, so it returns once no withdrawal is left with the gateway, not when its own pass ends
 * (a report read right after had missed a withdrawal the poller was still paying, on a loaded machine).
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
  const withGateway = async () =>
    (await db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.status, 'sent'))).length;
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 20))) {
    await gateway.settlePayouts();
    if ((await withGateway()) === 0) return;
    if (Date.now() - started > 20_000)
      throw new Error('a withdrawal stayed with the sandbox gateway for 20 s');
  }
}

/**
 * The app of a describe block whose sandbox gateway is off (suite-app.ts): the app runs no poller of its
 * own that settles or delivers behind a test's back, so each test builds the gateway "server" it needs.
 * `intoReceiver` delivers as the webhook route does, through the receiver and its signature check.
 */
export function sandboxOffTestApp(target: TestDatabase, clock: Clock, onApp: (t: TestApp) => void) {
  const { app, db } = suiteTestApp(
    target,
    { clock, config: paymentsConfig({ sandboxGateway: false }) },
    onApp,
  );
  const intoReceiver: Deliver = async ({ body, headers }) =>
    (await sandboxReceiver(db(), { ...app().config, ...paymentsConfig() }, clock).receive(body, headers))
      .status === 'accepted';
  return { db, intoReceiver };
}

/** What the member's main wallet holds, in satang. */
export async function mainBalanceOf(db: Db, m: Registered): Promise<bigint> {
  return (await memberWallets(db, await memberIdOf(db, m)))[0]!.balance;
}

/** An operator's credit of `satang` to the member's main wallet, made at `now`. */
export function creditMainWallet(db: Db, m: Registered, satang: bigint, now = new Date()): Promise<void> {
  return creditWallet(db, m, satang, MAIN_WALLET_TYPE_ID, now);
}

/** An operator's credit of `satang` to one of the member's wallets (1 main, 3 free credit), made at `now`. */
export async function creditWallet(
  db: Db,
  m: Registered,
  satang: bigint,
  wallet: typeof MAIN_WALLET_TYPE_ID | 3,
  now = new Date(),
): Promise<void> {
  const adjustment = { agentCode: 'ug99', reason: 'ทดสอบ', operator: 't' } as const;
  await adjustBalance(db, { ...adjustment, phone: m.phone, amountSatang: satang, wallet, now });
}

/** The member asks to withdraw `baht` to their own bank account, as a new request. */
export function requestWithdrawal(t: TestApp, m: Registered, baht: number) {
  return asMember(t, m.token).post('/api/member/withdraw', {
    amount: baht,
    bank: 'main',
    request_id: randomUUID(),
  });
}
