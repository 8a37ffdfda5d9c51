import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signWebhook } from '@ug99/sandbox-gateway';
import { gatewayEvents } from '#db/schema/index.ts';
import { testDatabases } from '#testing/databases.ts';
import { manualClock } from '#shared/clock.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { TestApp } from '#testing/app.ts';
import { registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import {
  mainBalanceOf,
  openIntent,
  paymentEventBody,
  paymentsConfig,
  postWebhook,
  TEST_GATEWAY_SECRET,
} from '#testing/payments.ts';
import { sandboxAdapter } from './sandbox.ts';
import { receiveWebhook } from './webhook.ts';
import type { GatewayAdapter } from './webhook.ts';

describe.each(testDatabases())('gateway events keyed by gateway and event id on $kind', (target) => {
  const clock = manualClock(new Date('2026-11-21T05:00:00Z'));
  let t: TestApp;
  suiteTestApp(target, { clock, config: paymentsConfig() }, (made) => (t = made));

  const seconds = () => Math.floor(clock.now().getTime() / 1000);
  /** A second gateway with the same event format and its own name, as a real adapter would have. */
  const otherBank: GatewayAdapter = {
    ...sandboxAdapter(() => TEST_GATEWAY_SECRET, 300_000),
    name: 'otherbank',
  };
  const viaOtherBank = (body: string) =>
    receiveWebhook(t.database.db, otherBank, {
      rawBody: body,
      headers: {
        'x-gateway-timestamp': String(seconds()),
        'x-gateway-signature': signWebhook(TEST_GATEWAY_SECRET, seconds(), body),
      },
      now: clock.now(),
    });
  const mainBalance = (m: Registered) => mainBalanceOf(t.database.db, m);

  it('credits two payments that two gateways sent under the same event id, and still only once each', async () => {
    const first = await registerMember(t);
    const second = await registerMember(t);
    const a = await openIntent(t, first.token, 500);
    const b = await openIntent(t, second.token, 300);
    const id = `evt_shared_${target.kind}`;
    const sandboxBody = paymentEventBody(id, a.reference, 50_000n, clock.now());
    const otherBody = paymentEventBody(id, b.reference, 30_000n, clock.now());

    const viaSandbox = await postWebhook(t, sandboxBody, { timestamp: seconds() });
    expect(viaSandbox.json()).toMatchObject({ error: 0, data: { outcome: 'credited' } });
    expect(await viaOtherBank(otherBody)).toEqual({ status: 'accepted', outcome: 'credited' });
    expect(await mainBalance(first)).toBe(50_000n);
    expect(await mainBalance(second)).toBe(30_000n);

    // A repeat from either gateway is still the duplicate it always was.
    const again = await postWebhook(t, sandboxBody, { timestamp: seconds() });
    expect(again.json()).toMatchObject({ error: 0, data: { outcome: 'duplicate_event' } });
    expect(await viaOtherBank(otherBody)).toEqual({ status: 'accepted', outcome: 'duplicate_event' });
    expect(await mainBalance(first)).toBe(50_000n);
    expect(await mainBalance(second)).toBe(30_000n);

    const rows = await t.database.db.select().from(gatewayEvents).where(eq(gatewayEvents.eventId, id));
    expect(rows.map((r) => [r.gateway, r.reference, r.outcome]).sort()).toEqual([
      ['otherbank', b.reference, 'credited'],
      ['sandbox', a.reference, 'credited'],
    ]);
  });
});
