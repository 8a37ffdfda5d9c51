import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bahtToSatang } from '@ug99/contract';
import type { Database } from '#db/client.ts';
import {
  depositIntents,
  flaggedDeposits,
  members,
  pointsAccruals,
  wheelSpinBalances,
  wheelSpinGrants,
} from '#db/schema/index.ts';
import { accountBalance, checkInvariants } from '#ledger';
import { createPointsJobs } from '#points';
import { manualClock } from '#shared/clock.ts';
import { createWheelJobs } from '#wheel';
import { createTestApp } from '#testing/app.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { coolOff } from '#testing/engagement.ts';
import { createSecondInstance } from '#testing/instances.ts';
import { asMember, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { openIntent, paymentEventBody, paymentsConfig, postWebhook } from '#testing/payments.ts';
import { creditFlagged } from './credit-flagged.ts';
import { paidDepositsSql } from './engagement-queries.ts';

// What a credited deposit earns arrives in the transaction that credits it (docs/ENGAGEMENT.md "When
// rewards arrive"): the member's next read holds the points and the free spin, the jobs find nothing.

const MINUTE = 60_000;
let eventNo = 0;
const eventId = () => `evt_rewards_${process.pid}_${++eventNo}`;

/** The member's id, points, free spins, and the grant rows of their deposits. */
async function holdings(database: Database, m: Registered) {
  const db = database.db;
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.phone, m.phone));
  const id = row!.id;
  const [spins] = await db.select().from(wheelSpinBalances).where(eq(wheelSpinBalances.memberId, id));
  return {
    id,
    points: await accountBalance(db, { memberPoints: id }),
    freeSpins: spins?.freeSpins ?? 0,
    accruals: (await db.select().from(pointsAccruals).where(eq(pointsAccruals.memberId, id))).length,
    grants: (await db.select().from(wheelSpinGrants).where(eq(wheelSpinGrants.memberId, id))).length,
  };
}

/** Every job that used to grant what a deposit earns, run once: how many things they did. */
async function runSafetyNetJobs(database: Database, now: Date): Promise<number> {
  let done = 0;
  for (const job of [
    ...createPointsJobs({ paidDeposits: paidDepositsSql() }),
    ...createWheelJobs(paidDepositsSql()),
  ])
    done += await job.run({ db: database.db, now });
  return done;
}

describe.each(testDatabases())('rewards that arrive with a deposit on $kind', (target) => {
  // The seeded wheel counts deposits credited after it was set up: the clock runs a little ahead.
  const clock = manualClock(new Date(Date.now() + MINUTE));
  let t: TestApp;
  suiteTestApp(target, { clock, config: paymentsConfig() }, (made) => (t = made));

  const seconds = () => Math.floor(clock.now().getTime() / 1000);
  const pay = (reference: string, baht: number, id = eventId()) =>
    postWebhook(t, paymentEventBody(id, reference, bahtToSatang(baht), clock.now()), {
      timestamp: seconds(),
    });
  const flaggedIdOf = async (reference: string) => {
    const rows = await t.database.db
      .select()
      .from(flaggedDeposits)
      .where(eq(flaggedDeposits.reference, reference));
    expect(rows).toHaveLength(1);
    return rows[0]!.id;
  };
  const status = async (m: Registered, reference: string) =>
    (await asMember(t, m.token).get(`/api/payment/inquiry_status?reference=${reference}`)).json();

  it('answers the 500 ฿ deposit with its 5 points and 1 free spin, already in the member’s next reads', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 500);
    expect((await status(m, qr.reference)).data).toMatchObject({ status: 'pending', rewards: null });

    const res = await pay(qr.reference, 500);
    expect(res.json()).toMatchObject({ error: 0, data: { outcome: 'credited' } });

    expect((await status(m, qr.reference)).data).toMatchObject({
      status: 'paid',
      rewards: { points: 5, free_spins: 1 },
    });
    const points = (await asMember(t, m.token).post('/api/member/points')).json();
    expect(points).toMatchObject({ error: 0, data: { point: 5 } });
    const wheel = (await asMember(t, m.token).get('/api/wheel/config')).json();
    expect(wheel).toMatchObject({ error: 0, data: { free_spins: 1 } });
  });

  it('leaves the safety-net jobs nothing to do after deposits, and they change nothing', async () => {
    const m = await registerMember(t);
    for (const baht of [500, 250, 1_000, 99]) await pay((await openIntent(t, m.token, baht)).reference, baht);
    const before = await holdings(t.database, m);
    expect(before).toMatchObject({ points: 17n, freeSpins: 2, accruals: 3, grants: 2 });
    // A fresh start (the first run catches up) and a later run: neither finds anything to grant.
    expect(await runSafetyNetJobs(t.database, clock.now())).toBe(0);
    expect(await runSafetyNetJobs(t.database, new Date(clock.now().getTime() + 5 * MINUTE))).toBe(0);
    expect(await holdings(t.database, m)).toEqual(before);
  });

  it('names only what the deposit earned: points below 500 ฿, nothing below 100 ฿', async () => {
    const m = await registerMember(t);
    const small = await openIntent(t, m.token, 300);
    await pay(small.reference, 300);
    expect((await status(m, small.reference)).data.rewards).toEqual({ points: 3, free_spins: 0 });
    const tiny = await openIntent(t, m.token, 99);
    await pay(tiny.reference, 99);
    expect((await status(m, tiny.reference)).data.rewards).toEqual({ points: 0, free_spins: 0 });
  });

  it('grants once when the webhook is replayed and when another event pays the same intent', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 600);
    const id = eventId();
    expect((await pay(qr.reference, 600, id)).json().data.outcome).toBe('credited');
    expect((await pay(qr.reference, 600, id)).json().data.outcome).toBe('duplicate_event');
    expect((await pay(qr.reference, 600)).json().data.outcome).toBe('flagged');
    expect(await holdings(t.database, m)).toMatchObject({ points: 6n, freeSpins: 1, accruals: 1, grants: 1 });
    expect((await status(m, qr.reference)).data.rewards).toEqual({ points: 6, free_spins: 1 });
  });

  it('keeps the free spin but holds the points of a member cooling off, which the job pays when it ends', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 500);
    const { id } = await holdings(t.database, m);
    const until = new Date(clock.now().getTime() + 30 * MINUTE);
    await coolOff(t.database.db, id, until);
    // Money that arrives during a cool-off waits for an operator; the operator credits it to the member.
    expect((await pay(qr.reference, 500)).json().data.outcome).toBe('flagged');
    await creditFlagged(t.database.db, {
      id: await flaggedIdOf(qr.reference),
      operator: 'finance',
      note: 'checked',
      now: clock.now(),
      memberId: undefined,
    });
    expect(await holdings(t.database, m)).toMatchObject({ points: 0n, freeSpins: 1, accruals: 0 });
    expect((await status(m, qr.reference)).data.rewards).toEqual({ points: 0, free_spins: 1 });

    expect(await runSafetyNetJobs(t.database, clock.now())).toBe(0);
    expect(await runSafetyNetJobs(t.database, new Date(until.getTime() + MINUTE))).toBe(1);
    expect(await holdings(t.database, m)).toMatchObject({ points: 5n, freeSpins: 1, accruals: 1 });
    expect((await status(m, qr.reference)).data.rewards).toEqual({ points: 5, free_spins: 1 });
  });

  it('grants with the operator’s credit of a flagged deposit that pays the member’s own intent', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 700);
    clock.advance(20 * MINUTE); // the intent expired: the money waits for an operator
    expect((await pay(qr.reference, 700)).json().data.outcome).toBe('flagged');
    expect(await holdings(t.database, m)).toMatchObject({ points: 0n, freeSpins: 0 });
    const flaggedId = await flaggedIdOf(qr.reference);
    const decision = await creditFlagged(t.database.db, {
      id: flaggedId,
      operator: 'finance',
      note: 'paid late, checked',
      now: clock.now(),
      memberId: undefined,
    });
    expect(decision).toMatchObject({ ok: true, replayed: false });
    expect(await holdings(t.database, m)).toMatchObject({ points: 7n, freeSpins: 1 });
    expect((await status(m, qr.reference)).data).toMatchObject({
      status: 'paid',
      rewards: { points: 7, free_spins: 1 },
    });
    // The same decision again changes nothing.
    await creditFlagged(t.database.db, {
      id: flaggedId,
      operator: 'finance',
      note: 'again',
      now: clock.now(),
      memberId: undefined,
    });
    expect(await holdings(t.database, m)).toMatchObject({ points: 7n, freeSpins: 1, accruals: 1, grants: 1 });
    const [intent] = await t.database.db
      .select()
      .from(depositIntents)
      .where(eq(depositIntents.reference, qr.reference));
    expect(intent!.status).toBe('paid');
  });
});

// Real concurrency needs several connections: PostgreSQL only (PGlite runs one statement at a time).
const postgres = testDatabases().find((d) => d.kind === 'postgres');

describe.runIf(postgres)('deposit rewards under races on PostgreSQL, two instances', () => {
  const clock = manualClock(new Date(Date.now() + MINUTE));
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp(postgres!, { clock, config: paymentsConfig() });
    second = await createSecondInstance(first);
  });
  afterAll(async () => {
    expect(await checkInvariants(first.database.db)).toEqual([]);
    await second.close();
    await first.close();
  });
  const seconds = () => Math.floor(clock.now().getTime() / 1000);

  it('grants 5 points and 1 spin once while both instances take replays and other events, and the jobs run', async () => {
    const m = await registerMember(first);
    const qr = await openIntent(first, m.token, 500);
    const replayed = paymentEventBody(eventId(), qr.reference, 50_000n, clock.now());
    const others = Array.from({ length: 10 }, () =>
      paymentEventBody(eventId(), qr.reference, 50_000n, clock.now()),
    );
    const deliveries = [...Array.from({ length: 10 }, () => replayed), ...others].map((body, i) =>
      postWebhook(i % 2 === 0 ? first : second, body, { timestamp: seconds() }),
    );
    const jobs = Array.from({ length: 4 }, () => runSafetyNetJobs(first.database, clock.now()));
    const [answers, done] = await Promise.all([Promise.all(deliveries), Promise.all(jobs)]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json().data.outcome === 'credited')).toHaveLength(1);
    // A job that ran after the commit found the deposit already granted; one that ran before found it unpaid.
    expect(done).toEqual([0, 0, 0, 0]);
    expect(await holdings(first.database, m)).toMatchObject({
      points: 5n,
      freeSpins: 1,
      accruals: 1,
      grants: 1,
    });
    expect(await runSafetyNetJobs(first.database, clock.now())).toBe(0);
    const answer = (
      await asMember(second, m.token).get(`/api/payment/inquiry_status?reference=${qr.reference}`)
    ).json();
    expect(answer.data.rewards).toEqual({ points: 5, free_spins: 1 });
  }, 60_000);

  it('grants each of 20 members’ parallel deposits once, with the jobs running alongside', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, () => registerMember(first)));
    const intents = await Promise.all(people.map((m) => openIntent(first, m.token, 1_000)));
    const deliveries = intents.flatMap((qr, i) => {
      const body = paymentEventBody(eventId(), qr.reference, 100_000n, clock.now());
      return [first, second].map((app) =>
        postWebhook(i % 2 === 0 ? app : first, body, { timestamp: seconds() }),
      );
    });
    const jobs = Array.from({ length: 3 }, () => runSafetyNetJobs(second.database, clock.now()));
    const [answers, done] = await Promise.all([Promise.all(deliveries), Promise.all(jobs)]);
    expect(answers.filter((a) => a.json().data.outcome === 'credited')).toHaveLength(20);
    expect(done).toEqual([0, 0, 0]);
    for (const m of people) {
      expect(await holdings(first.database, m)).toMatchObject({
        points: 10n,
        freeSpins: 1,
        accruals: 1,
        grants: 1,
      });
    }
  }, 60_000);
});
