import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentSettings, depositIntents, flaggedDeposits } from '#db/schema/index.ts';
import { testDatabases } from '#testing/databases.ts';
import { accountBalance } from '#ledger';
import { manualClock } from '#shared/clock.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { TestApp } from '#testing/app.ts';
import { asMember, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import {
  mainBalanceOf,
  openIntent,
  paymentEventBody,
  paymentsConfig,
  postWebhook,
} from '#testing/payments.ts';

const MINUTE = 60_000;

/** docs/PAYMENTS.md, "Crediting rules": what a verified, new payment event credits, and what it flags. */
describe.each(testDatabases())('crediting rules for arriving money on $kind', (target) => {
  const clock = manualClock(new Date('2026-11-21T05:00:00Z'));
  let t: TestApp;
  const { db } = suiteTestApp(target, { clock, config: paymentsConfig() }, (made) => (t = made));

  let eventNo = 0;
  const eventId = () => `evt_rules_${process.pid}_${++eventNo}`;
  const pay = (reference: string, satang: bigint, paidAt = clock.now()) =>
    postWebhook(t, paymentEventBody(eventId(), reference, satang, paidAt), {
      timestamp: Math.floor(clock.now().getTime() / 1000),
    });
  const mainBalance = (m: Registered) => mainBalanceOf(db(), m);
  const flaggedFor = (reference: string) =>
    db().select().from(flaggedDeposits).where(eq(flaggedDeposits.reference, reference));
  const intentRow = async (reference: string) =>
    (await db().select().from(depositIntents).where(eq(depositIntents.reference, reference)))[0]!;
  const held = () => accountBalance(db(), { system: 'deposits_flagged' });
  const rg = (m: Registered, body: object) =>
    asMember(t, m.token).post('/api/member/responsible_gaming', body);

  it('counts money that arrives within the 2-minute grace after expiry as on time and credits it', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 300);
    const paidAt = new Date(new Date(qr.expires_at).getTime() + MINUTE);
    clock.advance(16 * MINUTE);
    expect((await pay(qr.reference, 30_000n, paidAt)).json().data.outcome).toBe('credited');
    expect(await mainBalance(m)).toBe(30_000n);
  });

  it('flags money that arrives after the grace instead of crediting it', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 300);
    clock.advance(18 * MINUTE);
    expect((await pay(qr.reference, 30_000n)).json().data.outcome).toBe('flagged');
    expect(await mainBalance(m)).toBe(0n);
    // Queued at the injected clock's time, not the database's.
    expect((await flaggedFor(qr.reference))[0]).toMatchObject({
      reason: 'intent_expired',
      createdAt: clock.now(),
    });
  });

  it('flags money the gateway reports as paid before the intent opened (a day before), instead of crediting it', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 300);
    const before = await held();
    const dayBefore = new Date(clock.now().getTime() - 24 * 60 * MINUTE);
    expect((await pay(qr.reference, 30_000n, dayBefore)).json().data.outcome).toBe('flagged');
    expect(await mainBalance(m)).toBe(0n);
    expect((await intentRow(qr.reference)).status).toBe('pending');
    expect(await flaggedFor(qr.reference)).toMatchObject([
      { reason: 'intent_not_open', amountSatang: 30_000n, memberId: expect.any(Number), status: 'pending' },
    ]);
    expect(await held()).toBe(before + 30_000n);
  });

  it('counts money reported within the grace before the intent opened as on time (accepts_from)', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 300);
    const row = await intentRow(qr.reference);
    expect(row.acceptsFrom.getTime()).toBe(clock.now().getTime() - 2 * MINUTE);
    // Exactly at accepts_from is inside the window; a millisecond earlier is not (the test above).
    expect((await pay(qr.reference, 30_000n, row.acceptsFrom)).json().data.outcome).toBe('credited');
    expect(await mainBalance(m)).toBe(30_000n);
  });

  it('flags money reported a millisecond before accepts_from', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 300);
    const row = await intentRow(qr.reference);
    const early = new Date(row.acceptsFrom.getTime() - 1);
    expect((await pay(qr.reference, 30_000n, early)).json().data.outcome).toBe('flagged');
    expect((await flaggedFor(qr.reference))[0]).toMatchObject({ reason: 'intent_not_open' });
  });

  it('does not credit an amount different from the intent: the money is held in deposits_flagged', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 500);
    const before = await held();
    expect((await pay(qr.reference, 60_000n)).json().data.outcome).toBe('flagged');
    expect(await mainBalance(m)).toBe(0n);
    expect((await intentRow(qr.reference)).status).toBe('pending');
    expect(await flaggedFor(qr.reference)).toMatchObject([
      { reason: 'amount_mismatch', amountSatang: 60_000n, memberId: expect.any(Number), status: 'pending' },
    ]);
    expect(await held()).toBe(before + 60_000n);
  });

  it('does not credit a gateway amount above the channel maximum of 200,000 baht', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 500);
    expect((await pay(qr.reference, 25_000_000n)).json().data.outcome).toBe('flagged');
    expect(await mainBalance(m)).toBe(0n);
    expect((await flaggedFor(qr.reference))[0]).toMatchObject({ reason: 'above_channel_max' });
  });

  it('does not credit an intent once the channel maximum has been lowered below it', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 5000);
    await db().update(agentSettings).set({ maxDepositSatang: 100_000n });
    try {
      expect((await pay(qr.reference, 500_000n)).json().data.outcome).toBe('flagged');
    } finally {
      await db().update(agentSettings).set({ maxDepositSatang: 20_000_000n });
    }
    expect((await flaggedFor(qr.reference))[0]).toMatchObject({ reason: 'above_channel_max' });
  });

  it("credits a transfer of exactly the maximum: the intent's own satang suffix may sit on top", async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 200_000, 'bank_transfer');
    const paid = BigInt(Math.round(qr.pay_amount * 100));
    expect(paid).toBeGreaterThan(20_000_000n);
    expect((await pay(qr.reference, paid)).json().data.outcome).toBe('credited');
    expect(await mainBalance(m)).toBe(paid);
  });

  it('does not credit beyond a deposit limit the member set after opening the intent', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 800);
    expect((await rg(m, { deposit_limits: { day: 500 } })).json().error).toBe(0);
    expect((await pay(qr.reference, 80_000n)).json().data.outcome).toBe('flagged');
    expect(await mainBalance(m)).toBe(0n);
    expect((await flaggedFor(qr.reference))[0]).toMatchObject({
      reason: 'responsible_gaming',
      detail: expect.stringContaining('RG_DEPOSIT_LIMIT'),
    });
  });

  it('does not credit a member who started a cool-off after opening the intent', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 200);
    expect((await rg(m, { cool_off: '24h' })).json().error).toBe(0);
    expect((await pay(qr.reference, 20_000n)).json().data.outcome).toBe('flagged');
    expect(await mainBalance(m)).toBe(0n);
    expect((await flaggedFor(qr.reference))[0]).toMatchObject({ reason: 'responsible_gaming' });
  });

  it('checks the deposit limit in the crediting transaction: two payments arriving together credit only what fits', async () => {
    const m = await registerMember(t);
    expect((await rg(m, { deposit_limits: { day: 1000 } })).json().error).toBe(0);
    const first = await openIntent(t, m.token, 800);
    // The first intent lapses, still within its grace, when the member opens the second one.
    clock.advance(16 * MINUTE);
    const second = await openIntent(t, m.token, 800);
    const answers = await Promise.all([pay(first.reference, 80_000n), pay(second.reference, 80_000n)]);
    expect(answers.map((a) => a.json().data.outcome).sort()).toEqual(['credited', 'flagged']);
    expect(await mainBalance(m)).toBe(80_000n);
    const flagged = [...(await flaggedFor(first.reference)), ...(await flaggedFor(second.reference))];
    expect(flagged).toMatchObject([{ reason: 'responsible_gaming' }]);
  });

  it('does not credit a payment for an intent the member cancelled', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 400);
    const cancelled = await asMember(t, m.token).post('/api/member/payment/cancel', {
      reference: qr.reference,
    });
    expect(cancelled.json()).toMatchObject({ error: 0, data: { status: 'cancelled' } });
    expect((await pay(qr.reference, 40_000n)).json().data.outcome).toBe('flagged');
    expect(await mainBalance(m)).toBe(0n);
    expect((await flaggedFor(qr.reference))[0]).toMatchObject({ reason: 'intent_cancelled' });
  });

  it('does not credit a second payment for a paid intent, and never flags the same event twice', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 150);
    expect((await pay(qr.reference, 15_000n)).json().data.outcome).toBe('credited');
    const again = paymentEventBody(eventId(), qr.reference, 15_000n, clock.now());
    const timestamp = Math.floor(clock.now().getTime() / 1000);
    expect((await postWebhook(t, again, { timestamp })).json().data.outcome).toBe('flagged');
    expect((await postWebhook(t, again, { timestamp })).json().data.outcome).toBe('duplicate_event');
    expect(await mainBalance(m)).toBe(15_000n);
    expect(await flaggedFor(qr.reference)).toMatchObject([{ reason: 'intent_already_paid' }]);
  });
});
