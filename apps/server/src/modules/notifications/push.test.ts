import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { loadConfig } from '#config';
import { pushDeliveries, pushSubscriptions } from '#db/schema/index.ts';
import { createJobRunner } from '#jobs/runner.ts';
import { manualClock } from '#shared/clock.ts';
import { createTestApp, TEST_VAPID_KEYS } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { asMember, memberIdOf, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { startPushEndpoint } from '#testing/push-endpoint.ts';
import type { PushDevice, PushEndpoint } from '#testing/push-endpoint.ts';
import { notifyAndRollBack, notifyPaidWithdrawal, runOnTwoInstances } from './notifications.testing.ts';
import { createPushJobs, PUSH_RETRY_DELAYS_MS, webPushSender } from './push/deliver.ts';
import { endpointAllowed } from './push/service.ts';

// Web push (docs/NOTIFICATIONS.md#web-push): a device subscribes with the kinds it wants; each new item
// of those kinds is sent once per device through the queue, VAPID-signed and encrypted, to a local push
// service that checks both; a 5xx is retried later, a 410 drops the subscription.

let sequence = 0;

describe('the push endpoints the server calls', () => {
  it('are https at a configured push service, or exactly a configured origin', () => {
    const hosts = ['fcm.googleapis.com', 'push.apple.com', 'https://127.0.0.1:4443'];
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(true);
    expect(endpointAllowed('https://web.push.apple.com/QAbc', hosts)).toBe(true);
    expect(endpointAllowed('https://127.0.0.1:4443/push/a', hosts)).toBe(true);
    for (const bad of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://evilfcm.googleapis.com.example/x',
      'https://fcm.googleapis.com.example/x',
      'https://127.0.0.1:4444/push/a',
      'https://10.0.0.1/admin',
    ]) {
      expect(endpointAllowed(bad, hosts), bad).toBe(false);
    }
  });
});

describe.each(testDatabases())('web push on $kind', (target) => {
  const clock = manualClock(new Date('2026-11-23T03:00:00Z'));
  let t: TestApp;
  let push: PushEndpoint;
  beforeAll(async () => {
    push = await startPushEndpoint(TEST_VAPID_KEYS.publicKey);
    const config = loadConfig({ NODE_ENV: 'test' });
    t = await createTestApp(target, {
      clock,
      config: { push: { ...config.push, endpointHosts: [...config.push.endpointHosts, push.origin] } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  const db = () => t.database.db;
  const jobs = () =>
    createPushJobs({ send: webPushSender(TEST_VAPID_KEYS, 'mailto:ops@example.com', push.agent) });
  const runners = () => [1, 2].map(() => createJobRunner({ database: t.database, clock, jobs: jobs() }));
  const subscribe = (m: Registered, device: PushDevice, kinds: string[]) =>
    asMember(t, m.token).post('/api/member/push/subscribe', { ...device.subscription, kinds });
  const paid = (memberId: number) =>
    notifyPaidWithdrawal(db(), clock.now(), memberId, 9_000_000 + (sequence += 1));
  const deliveriesOf = (device: PushDevice) =>
    db()
      .select({
        status: pushDeliveries.status,
        attempts: pushDeliveries.attempts,
        last: pushDeliveries.lastStatus,
      })
      .from(pushDeliveries)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
      .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
  const receivedBy = (device: PushDevice) => push.received.filter((r) => r.device === device.name);

  it('answers the VAPID public key to a member, and 401 without a session', async () => {
    const m = await registerMember(t);
    expect((await asMember(t, m.token).get('/api/member/push/key')).json()).toMatchObject({
      error: 0,
      data: { public_key: TEST_VAPID_KEYS.publicKey },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/member/push/key' })).statusCode).toBe(401);
  });

  it('refuses malformed subscriptions with 400 and an unknown push service with a Thai message, storing nothing', async () => {
    const m = await registerMember(t);
    const device = push.device(`bad-${(sequence += 1)}`);
    const good = { ...device.subscription, kinds: ['bill_won'] };
    for (const body of [
      { ...good, kinds: [] },
      { ...good, kinds: ['bill_won', 'bill_won'] },
      { ...good, kinds: ['lottery_jackpot'] },
      { ...good, keys: { ...good.keys, p256dh: 'short' } },
      { ...good, keys: { ...good.keys, auth: `${good.keys.auth}AAAA` } },
      { ...good, endpoint: 'not a url' },
      { ...good, endpoint: 'ftp://127.0.0.1/push' },
      { ...good, extra: 1 },
    ]) {
      const res = await asMember(t, m.token).post('/api/member/push/subscribe', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const elsewhere = await asMember(t, m.token).post('/api/member/push/subscribe', {
      ...good,
      endpoint: 'https://push.example.net/device/1',
    });
    expect(elsewhere.json()).toMatchObject({
      error: ERRORS.PUSH_ENDPOINT_NOT_ALLOWED.code,
      message: ERRORS.PUSH_ENDPOINT_NOT_ALLOWED.message,
    });
    expect(
      await db()
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.memberId, await memberIdOf(db(), m))),
    ).toEqual([]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/member/push/subscribe', payload: good })).statusCode,
    ).toBe(401);
  });

  it("sends each new item of a device's kinds once to that device under two instances, signed and encrypted", async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    const phone = push.device(`phone-${(sequence += 1)}`);
    const laptop = push.device(`laptop-${(sequence += 1)}`);
    expect((await subscribe(m, phone, ['withdrawal_paid', 'deposit_credited'])).json()).toMatchObject({
      error: 0,
      data: { kinds: ['withdrawal_paid', 'deposit_credited'] },
    });
    // Subscribing again from the same device replaces its kinds: one row per device.
    await subscribe(m, phone, ['withdrawal_paid']);
    await subscribe(m, laptop, ['bill_won']);
    expect(
      await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, id)),
    ).toHaveLength(2);

    // A rolled-back event queues nothing.
    await notifyAndRollBack(db(), clock.now(), id);
    expect(await deliveriesOf(phone)).toEqual([]);

    const item = await paid(id);
    await runOnTwoInstances(runners(), clock);

    expect(push.refused).toEqual([]);
    expect(receivedBy(phone)).toEqual([
      {
        device: phone.name,
        ttl: '86400',
        payload: {
          id: item.id,
          kind: 'withdrawal_paid',
          title: 'ถอนเงินสำเร็จ',
          body: 'โอนเงิน 150.00 บาท เข้าบัญชีธนาคารของคุณแล้ว',
          link: '/member/payment',
        },
      },
    ]);
    expect(receivedBy(laptop)).toEqual([]);
    expect(await deliveriesOf(phone)).toEqual([{ status: 'sent', attempts: 1, last: 201 }]);
  });

  it('tries again after a 500 with back-off, and sends once it is accepted', async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    const device = push.device(`flaky-${(sequence += 1)}`, [500, 503]);
    await subscribe(m, device, ['withdrawal_paid']);
    await paid(id);
    const [a] = runners();

    await a!.runDue();
    expect(await deliveriesOf(device)).toEqual([{ status: 'pending', attempts: 1, last: 500 }]);
    // Not due before its wait: nothing is sent.
    clock.advance(PUSH_RETRY_DELAYS_MS[0]! - 6_000);
    await a!.runDue();
    expect(await deliveriesOf(device)).toEqual([{ status: 'pending', attempts: 1, last: 500 }]);
    clock.advance(6_000);
    await a!.runDue();
    expect(await deliveriesOf(device)).toEqual([{ status: 'pending', attempts: 2, last: 503 }]);
    clock.advance(PUSH_RETRY_DELAYS_MS[1]!);
    await a!.runDue();
    expect(await deliveriesOf(device)).toEqual([{ status: 'sent', attempts: 3, last: 201 }]);
    expect(receivedBy(device)).toHaveLength(1);
  });

  it('drops a subscription the push service answers 410, and queues nothing for it afterwards', async () => {
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    const gone = push.device(`gone-${(sequence += 1)}`, [410]);
    await subscribe(m, gone, ['withdrawal_paid']);
    await paid(id);
    const [a] = runners();
    clock.advance(10_000);
    await a!.runDue();
    expect(
      await db()
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, gone.subscription.endpoint)),
    ).toEqual([]);
    await paid(id);
    expect(await deliveriesOf(gone)).toEqual([]);
    expect(receivedBy(gone)).toEqual([]);
  });

  it("unsubscribes the member's own device only, once", async () => {
    const m = await registerMember(t);
    const other = await registerMember(t);
    const device = push.device(`leaving-${(sequence += 1)}`);
    await subscribe(m, device, ['withdrawal_paid']);
    const leave = (who: Registered) =>
      asMember(t, who.token).post('/api/member/push/unsubscribe', { endpoint: device.subscription.endpoint });
    expect((await leave(other)).json()).toMatchObject({ error: 0, data: { removed: false } });
    expect((await leave(m)).json()).toMatchObject({ error: 0, data: { removed: true } });
    expect((await leave(m)).json()).toMatchObject({ error: 0, data: { removed: false } });
    expect(
      (await asMember(t, m.token).post('/api/member/push/unsubscribe', { endpoint: 'x' })).statusCode,
    ).toBe(400);
    await paid(await memberIdOf(db(), m));
    expect(await deliveriesOf(device)).toEqual([]);
  });
});
