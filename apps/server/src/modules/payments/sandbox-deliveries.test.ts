import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createSandboxGateway, verifyWebhook } from '@ug99/sandbox-gateway';
import type { Deliver } from '@ug99/sandbox-gateway';
import { buildApp } from '#app';
import { openPostgres } from '#db/client.ts';
import type { Database } from '#db/client.ts';
import { gatewayEvents, sandboxGatewayDeliveries, sandboxGatewayEvents } from '#db/schema/index.ts';
import { testDatabases } from '#testing/databases.ts';
import { createLogger } from '#logger';
import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { createMemoryThrottleStore } from '#throttle/index.ts';
import { SANDBOX_WEBHOOK_PATH, sandboxStore } from './sandbox.ts';
import {
  mainBalanceOf,
  openIntent,
  paymentsConfig,
  sandboxOffTestApp,
  TEST_GATEWAY_SECRET,
} from '#testing/payments.ts';

const SECOND = 1000;

describe.each(testDatabases())('sandbox gateway deliveries kept in the database on $kind', (target) => {
  const clock = manualClock(new Date('2026-11-21T05:00:00Z'));
  let t: TestApp;
  // The member side only: each test decides which "server" delivers.
  const { db, intoReceiver } = sandboxOffTestApp(target, clock, (made) => (t = made));
  const receiverDown: Deliver = async () => false;
  const gateway = (deliver: Deliver, store = sandboxStore(db(), clock)) =>
    createSandboxGateway({ store, deliver, secret: TEST_GATEWAY_SECRET, now: () => clock.now() });

  const mainBalance = (m: Registered) => mainBalanceOf(db(), m);
  const deliveriesOf = (eventId: string) =>
    db()
      .select()
      .from(sandboxGatewayDeliveries)
      .where(eq(sandboxGatewayDeliveries.eventId, eventId))
      .orderBy(sandboxGatewayDeliveries.id);

  it('keeps a failed delivery with its attempt count and next attempt time, and retries it with doubling waits, signed afresh, until it lands', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 500);
    let calls = 0;
    const g = gateway(async (request) => {
      calls++;
      const check = verifyWebhook({
        secret: TEST_GATEWAY_SECRET,
        rawBody: request.body,
        timestamp: request.headers['x-gateway-timestamp'],
        signature: request.headers['x-gateway-signature'],
        now: clock.now(),
        toleranceMs: 0,
      });
      expect(check).toEqual({ ok: true });
      return calls >= 4 && intoReceiver(request);
    });
    const paid = await g.pay(qr.reference);
    expect(paid).toMatchObject({ ok: true, delivered: false });
    const eventId = paid.ok ? paid.eventId : '';
    const started = clock.now().getTime();
    expect(await deliveriesOf(eventId)).toMatchObject([
      { attempts: 1, nextAttemptAt: new Date(started + SECOND), deliveredAt: null },
    ]);

    expect(await g.deliverDue()).toBe(0); // not due yet
    clock.advance(SECOND);
    expect(await g.deliverDue()).toBe(1);
    expect(await deliveriesOf(eventId)).toMatchObject([
      { attempts: 2, nextAttemptAt: new Date(started + 3 * SECOND) },
    ]);
    clock.advance(2 * SECOND);
    expect(await g.deliverDue()).toBe(1);
    clock.advance(4 * SECOND);
    expect(await g.deliverDue()).toBe(1);
    expect(calls).toBe(4);
    expect(await mainBalance(m)).toBe(50_000n);
    expect(await deliveriesOf(eventId)).toMatchObject([
      { attempts: 4, nextAttemptAt: null, deliveredAt: clock.now() },
    ]);
    const [event] = await db()
      .select()
      .from(sandboxGatewayEvents)
      .where(eq(sandboxGatewayEvents.id, eventId));
    expect(event).toMatchObject({ attempts: 4, deliveredAt: clock.now() });
    clock.advance(60 * SECOND);
    expect(await g.deliverDue()).toBe(0);
    await g.close();
  });

  it('gives up after 5 attempts, and the event can still be redelivered by id: credited once', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 120);
    const down = gateway(receiverDown);
    const paid = await down.pay(qr.reference);
    const eventId = paid.ok ? paid.eventId : '';
    let made = 0;
    for (let round = 0; round < 6; round++) {
      clock.advance(30 * SECOND);
      made += await down.deliverDue();
    }
    expect(made).toBe(4); // attempts 2 to 5; the first was pay's own
    expect(await deliveriesOf(eventId)).toMatchObject([
      { attempts: 5, nextAttemptAt: null, deliveredAt: null },
    ]);
    expect(await mainBalance(m)).toBe(0n);

    const up = gateway(intoReceiver);
    expect(await up.redeliver(eventId)).toEqual({ ok: true, eventId, delivered: true });
    expect(await up.redeliver(eventId)).toEqual({ ok: true, eventId, delivered: true });
    expect(await up.redeliver('evt_nobody_sent_this')).toEqual({ ok: false, why: 'unknown_event' });
    expect(await mainBalance(m)).toBe(12_000n);
    await Promise.all([down.close(), up.close()]);
  });

  it('stops the retries of an event once a redelivery of it lands', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 130);
    const paid = await gateway(receiverDown).pay(qr.reference);
    const eventId = paid.ok ? paid.eventId : '';
    const up = gateway(intoReceiver);
    expect(await up.redeliver(eventId)).toMatchObject({ ok: true, delivered: true });
    const [first, second] = await deliveriesOf(eventId);
    expect(first).toMatchObject({ attempts: 1, nextAttemptAt: null, deliveredAt: null });
    expect(second).toMatchObject({ attempts: 1, nextAttemptAt: null, deliveredAt: clock.now() });
    clock.advance(60 * SECOND);
    expect(await up.deliverDue()).toBe(0);
    expect(await mainBalance(m)).toBe(13_000n);
  });

  it('survives a restart: the next server to start delivers what a stopped one left, through the webhook route and its signature check', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 700);
    // The first server's receiver was failing when it paid, and then it stopped.
    const stopped = gateway(receiverDown);
    const paid = await stopped.pay(qr.reference);
    expect(paid).toMatchObject({ ok: true, delivered: false });
    await stopped.close();
    const eventId = paid.ok ? paid.eventId : '';
    clock.advance(SECOND);

    // A new server process on the same database, with the sandbox on.
    const logs: { req?: { url?: string } }[] = [];
    const restarted = await buildApp(
      { ...t.config, ...paymentsConfig() },
      {
        database: t.database,
        clock,
        logger: createLogger('info', { write: (line: string) => void logs.push(JSON.parse(line)) }),
        throttleStore: createMemoryThrottleStore(clock),
      },
    );
    await restarted.ready();
    try {
      // The credit commits inside the webhook request; the request's log line and the delivery's own row
      // are written after its answer, so all three are waited for, not just the balance.
      await expect
        .poll(
          async () => ({
            balance: await mainBalance(m),
            logged: logs.some((entry) => entry.req?.url === SANDBOX_WEBHOOK_PATH),
            deliveries: await deliveriesOf(eventId),
          }),
          { timeout: 5000 },
        )
        .toMatchObject({
          balance: 70_000n,
          logged: true,
          deliveries: [{ attempts: 2, nextAttemptAt: null, deliveredAt: expect.any(Date) }],
        });
      const recorded = await db()
        .select()
        .from(gatewayEvents)
        .where(and(eq(gatewayEvents.gateway, 'sandbox'), eq(gatewayEvents.eventId, eventId)));
      expect(recorded).toMatchObject([{ outcome: 'credited' }]);
    } finally {
      await restarted.close();
    }
  });

  it('several servers sharing the database make each attempt once and deliver each event once', async () => {
    // A second server: on PostgreSQL its own connection pool, as a separate process would have.
    let other: Database | undefined;
    if (t.database.kind === 'postgres') other = openPostgres(t.database.pool.options.connectionString!);
    const otherDb = other?.db ?? db();
    try {
      const attempted = new Map<string, number>();
      const delivered = new Map<string, number>();
      let succeed = false;
      const deliver: Deliver = async ({ body }) => {
        const id = (JSON.parse(body) as { id: string }).id;
        await sleep(Math.floor(Math.random() * 4));
        attempted.set(id, (attempted.get(id) ?? 0) + 1);
        if (succeed) delivered.set(id, (delivered.get(id) ?? 0) + 1);
        return succeed;
      };
      const servers = [gateway(deliver), gateway(deliver, sandboxStore(otherDb, clock))];
      // 30 events whose first attempt was made and failed (as pay leaves them), all due now.
      const store = sandboxStore(db(), clock);
      const ids: string[] = [];
      for (let i = 0; i < 30; i++) {
        const id = `evt_race_${target.kind}_${i}`;
        ids.push(id);
        const claim = await store.saveEvent(
          { id, reference: 'UGRACE000000', body: JSON.stringify({ id }) },
          new Date(clock.now().getTime() + SECOND),
        );
        await store.recordAttempt(claim, false);
      }
      /** Both servers, three passes each, all at once. */
      const race = () =>
        Promise.all(servers.flatMap((s) => [s.deliverDue(), s.deliverDue(), s.deliverDue()]));

      for (let attempt = 2; attempt <= 3; attempt++) {
        attempted.clear();
        clock.advance(60 * SECOND);
        const made = (await race()).reduce((a, b) => a + b, 0);
        expect(made).toBe(30);
        expect(ids.map((id) => attempted.get(id))).toEqual(ids.map(() => 1));
      }
      succeed = true;
      clock.advance(60 * SECOND);
      await race();
      clock.advance(60 * SECOND);
      expect((await race()).reduce((a, b) => a + b, 0)).toBe(0);
      expect(ids.map((id) => delivered.get(id))).toEqual(ids.map(() => 1));
      const rows = await db().select().from(sandboxGatewayDeliveries);
      for (const id of ids) {
        expect(rows.filter((r) => r.eventId === id)).toMatchObject([{ attempts: 4, nextAttemptAt: null }]);
      }
      await Promise.all(servers.map((s) => s.close()));
    } finally {
      await other?.close();
    }
  });
});
