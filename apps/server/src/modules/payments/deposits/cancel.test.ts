import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { depositIntents, flaggedDeposits, members } from '#db/schema/index.ts';
import { testDatabases } from '#testing/databases.ts';
import { memberWallets } from '#ledger';
import { openIntent, paymentEventBody, paymentsConfig, postWebhook } from '#testing/payments.ts';
import { manualClock } from '#shared/clock.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { TestApp } from '#testing/app.ts';
import { asMember, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';

const MINUTE = 60_000;

describe.each(testDatabases())('a member cancels their deposit intent on $kind', (target) => {
  const clock = manualClock(new Date('2026-11-21T06:00:00Z'));
  let t: TestApp;
  suiteTestApp(target, { clock, config: paymentsConfig() }, (made) => (t = made));

  const cancel = (m: Registered, body: object) =>
    asMember(t, m.token).post('/api/member/payment/cancel', body);
  let eventNo = 0;
  const pay = (reference: string, satang: bigint) =>
    postWebhook(
      t,
      paymentEventBody(`evt_cancel_${process.pid}_${++eventNo}`, reference, satang, clock.now()),
      {
        timestamp: Math.floor(clock.now().getTime() / 1000),
      },
    );
  const memberIdOf = async (m: Registered) => {
    const [row] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.phone, m.phone));
    return row!.id;
  };
  const mainBalance = async (m: Registered) =>
    (await memberWallets(t.database.db, await memberIdOf(m)))[0]!.balance;

  it('cancels the open intent, so the page can offer a new one at once; a repeated tap answers the same', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 300);
    const first = (await cancel(m, { reference: qr.reference })).json();
    expect(first).toMatchObject({
      error: 0,
      data: { reference: qr.reference, status: 'cancelled', status_label: 'ยกเลิกแล้ว' },
    });
    expect((await cancel(m, { reference: qr.reference })).json()).toMatchObject({
      error: 0,
      data: { status: 'cancelled' },
    });
    const status = (await asMember(t, m.token).get('/api/payment/inquiry_status')).json().data;
    expect(status.status).toBe('cancelled');
    expect((await openIntent(t, m.token, 500)).status).toBe('pending');
  });

  it('refuses to cancel a paid intent, in Thai, and leaves it paid', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 200);
    expect((await pay(qr.reference, 20_000n)).json().data.outcome).toBe('credited');
    const res = (await cancel(m, { reference: qr.reference })).json();
    expect(res).toMatchObject({
      error: ERRORS.DEPOSIT_ALREADY_PAID.code,
      message: expect.stringContaining('ชำระเงินแล้ว'),
    });
    const [row] = await t.database.db
      .select()
      .from(depositIntents)
      .where(eq(depositIntents.reference, qr.reference));
    expect(row!.status).toBe('paid');
  });

  it('answers an expired intent with its status instead of cancelling it', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 100);
    clock.advance(16 * MINUTE);
    expect((await cancel(m, { reference: qr.reference })).json()).toMatchObject({
      error: 0,
      data: { status: 'expired' },
    });
  });

  it("does not let a member cancel another member's intent", async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const qr = await openIntent(t, a.token, 100);
    expect((await cancel(b, { reference: qr.reference })).json().error).toBe(ERRORS.DEPOSIT_NOT_FOUND.code);
    expect((await cancel(b, { reference: 'UGNOSUCHREF9' })).json().error).toBe(ERRORS.DEPOSIT_NOT_FOUND.code);
    const status = (
      await asMember(t, a.token).get(`/api/payment/inquiry_status?reference=${qr.reference}`)
    ).json();
    expect(status.data.status).toBe('pending');
  });

  it('answers 400 to a request without a reference and needs a session', async () => {
    const m = await registerMember(t);
    expect((await cancel(m, {})).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/member/payment/cancel',
      payload: { reference: 'UGAAAAAAAAAA' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('either credits or cancels when a cancel and the payment arrive together, never both', async () => {
    const m = await registerMember(t);
    let credited = 0n;
    let cancelled = 0;
    for (let round = 0; round < 8; round++) {
      const qr = await openIntent(t, m.token, 100 + round);
      const amount = BigInt((100 + round) * 100);
      const [cancelRes, payRes] = await Promise.all([
        cancel(m, { reference: qr.reference }),
        pay(qr.reference, amount),
      ]);
      const outcome = payRes.json().data.outcome;
      const [flagged] = await t.database.db
        .select()
        .from(flaggedDeposits)
        .where(eq(flaggedDeposits.reference, qr.reference));
      if (cancelRes.json().error === 0) {
        cancelled++;
        expect(outcome).toBe('flagged');
        expect(flagged).toMatchObject({ reason: 'intent_cancelled' });
      } else {
        expect(cancelRes.json().error).toBe(ERRORS.DEPOSIT_ALREADY_PAID.code);
        expect(outcome).toBe('credited');
        expect(flagged).toBeUndefined();
        credited += amount;
      }
    }
    expect(await mainBalance(m)).toBe(credited);
    const queued = await t.database.db
      .select()
      .from(flaggedDeposits)
      .where(eq(flaggedDeposits.memberId, await memberIdOf(m)));
    expect(queued).toHaveLength(cancelled);
  });
});
