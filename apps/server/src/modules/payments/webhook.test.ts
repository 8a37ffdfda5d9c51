import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { signWebhook } from '@ug99/sandbox-gateway';
import { depositIntents, flaggedDeposits, gatewayEvents, ledgerTransfers } from '#db/schema/index.ts';
import { testDatabases } from '#testing/databases.ts';
import { accountBalance } from '#ledger';
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

const MINUTE = 60_000;

describe.each(testDatabases())('gateway webhook on $kind', (target) => {
  const clock = manualClock(new Date('2026-11-21T05:00:00Z'));
  let t: TestApp;
  suiteTestApp(target, { clock, config: paymentsConfig() }, (made) => (t = made));

  const seconds = () => Math.floor(clock.now().getTime() / 1000);
  let eventNo = 0;
  const eventId = () => `evt_test_${process.pid}_${++eventNo}`;
  const mainBalance = (m: Registered) => mainBalanceOf(t.database.db, m);
  const depositTransfers = async (reference: string) =>
    t.database.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.refId, reference));
  const intentRow = async (reference: string) =>
    (await t.database.db.select().from(depositIntents).where(eq(depositIntents.reference, reference)))[0]!;
  const flaggedFor = (reference: string) =>
    t.database.db.select().from(flaggedDeposits).where(eq(flaggedDeposits.reference, reference));

  it('credits the main wallet once for a signed payment event', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 500);
    const res = await postWebhook(t, paymentEventBody(eventId(), qr.reference, 50_000n, clock.now()), {
      timestamp: seconds(),
    });
    expect(res.json()).toMatchObject({ error: 0, data: { outcome: 'credited' } });
    expect(await mainBalance(m)).toBe(50_000n);
    expect((await intentRow(qr.reference)).status).toBe('paid');
  });

  it('rejects a bad signature with 401 and changes nothing', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 300);
    const id = eventId();
    const body = paymentEventBody(id, qr.reference, 30_000n, clock.now());
    const forged = await postWebhook(t, body, {
      timestamp: seconds(),
      secret: 'not-the-gateway-secret-at-all-0000',
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toBe(ERRORS.WEBHOOK_REJECTED.code);
    const tampered = await postWebhook(t, body.replace('30000', '90000'), {
      timestamp: seconds(),
      signature: signWebhook(TEST_GATEWAY_SECRET, seconds(), body),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await mainBalance(m)).toBe(0n);
    expect(await t.database.db.select().from(gatewayEvents).where(eq(gatewayEvents.eventId, id))).toEqual([]);
  });

  it('rejects a timestamp outside the 5-minute window, either side', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 300);
    const body = paymentEventBody(eventId(), qr.reference, 30_000n, clock.now());
    expect((await postWebhook(t, body, { timestamp: seconds() - 301 })).statusCode).toBe(401);
    expect((await postWebhook(t, body, { timestamp: seconds() + 301 })).statusCode).toBe(401);
    expect((await postWebhook(t, body, { timestamp: seconds() - 299 })).statusCode).toBe(200);
    expect(await mainBalance(m)).toBe(30_000n);
  });

  it('credits once when the same event is replayed 10 times in parallel', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 1000);
    const body = paymentEventBody(eventId(), qr.reference, 100_000n, clock.now());
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postWebhook(t, body, { timestamp: seconds() })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = answers.map((a) => a.json().data.outcome).sort();
    expect(outcomes.filter((o: string) => o === 'credited')).toHaveLength(1);
    expect(await mainBalance(m)).toBe(100_000n);
    expect(await depositTransfers(qr.reference)).toHaveLength(1);
  });

  it('credits once when different events for one intent arrive out of order and concurrently; the rest wait for the operator', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 250);
    const later = new Date(clock.now().getTime() + 1000);
    const bodies = [
      paymentEventBody(eventId(), qr.reference, 25_000n, later),
      paymentEventBody(eventId(), qr.reference, 25_000n, clock.now()),
      ...Array.from({ length: 8 }, () => paymentEventBody(eventId(), qr.reference, 25_000n, clock.now())),
    ];
    const answers = await Promise.all(bodies.map((b) => postWebhook(t, b, { timestamp: seconds() })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await mainBalance(m)).toBe(25_000n);
    expect(await depositTransfers(qr.reference)).toHaveLength(1);
    // Nine more payments for a paid intent are money too: flagged, never dropped, never credited.
    const flagged = await flaggedFor(qr.reference);
    expect(flagged.map((f) => f.reason)).toEqual(Array(9).fill('intent_already_paid'));
  });

  it('does not credit a payment for an expired intent: it waits in the flagged queue', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 400);
    clock.advance(20 * MINUTE);
    const before = await accountBalance(t.database.db, { system: 'deposits_flagged' });
    const res = await postWebhook(t, paymentEventBody(eventId(), qr.reference, 40_000n, clock.now()), {
      timestamp: seconds(),
    });
    expect(res.json().data.outcome).toBe('flagged');
    expect(await mainBalance(m)).toBe(0n);
    expect((await intentRow(qr.reference)).status).toBe('pending');
    expect(await flaggedFor(qr.reference)).toMatchObject([
      { reason: 'intent_expired', status: 'pending', amountSatang: 40_000n },
    ]);
    expect(await accountBalance(t.database.db, { system: 'deposits_flagged' })).toBe(before + 40_000n);
  });

  it('answers 200 for an unknown reference so the gateway stops retrying, credits no one and flags the money', async () => {
    const res = await postWebhook(t, paymentEventBody(eventId(), 'UGNOSUCHREF1', 10_000n, clock.now()), {
      timestamp: seconds(),
    });
    expect(res.json().data.outcome).toBe('flagged');
    expect(await flaggedFor('UGNOSUCHREF1')).toMatchObject([
      { reason: 'unknown_reference', memberId: null, intentId: null, receivedInto: 'gateway_cash' },
    ]);
  });

  it('answers 400 to a signed body that is not a payment event', async () => {
    const res = await postWebhook(t, JSON.stringify({ id: 'x', type: 'refund' }), { timestamp: seconds() });
    expect(res.statusCode).toBe(400);
  });
});
