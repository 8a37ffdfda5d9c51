import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberEvent } from '@ug99/contract';
import type { Config } from '#config';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { readEventStream } from '#testing/event-stream.ts';
import { fundedMember, gamesConfig, launchToken, providerClient } from '#testing/games.ts';
import { bearer, membersFromOneAddress } from '#testing/members.ts';
import { openIntent, paymentEventBody, paymentsConfig, postWebhook } from '#testing/payments.ts';
import { listeningUrl, twoInstances } from '#testing/stream-apps.ts';
import { systemClock } from '#shared/clock.ts';
import { createRedisLink } from '#shared/redis.ts';
import { createMemberEventBus, publishMemberEvent } from './bus.ts';

const EVENTS = '/api/member/events';
let sequence = 0;
const txId = () => `live-${process.pid}-${Date.now()}-${(sequence += 1)}`;

function config(extra: Partial<Config> = {}): Partial<Config> {
  // Many registrations from one address in one file.
  return { ...gamesConfig(), ...paymentsConfig(), members: membersFromOneAddress(), ...extra };
}

/** The member's stream, open and subscribed (its first bytes read). */
async function connect(t: TestApp, token: string) {
  const client = await readEventStream<MemberEvent>(`${await listeningUrl(t)}${EVENTS}`, bearer(token));
  await client.opened;
  return client;
}

/** A member playing the test game: a provider session on the main wallet. */
async function playing(t: TestApp, satang: bigint) {
  const call = providerClient(t, systemClock);
  const player = await fundedMember(t, satang);
  const auth = await call('authenticate', { launch_token: await launchToken(t, player) });
  expect(auth.status).toBe('OK');
  const session = auth.session_token as string;
  const money = (kind: 'bet' | 'win', round: string, amount: number, id = txId()) =>
    call(kind, {
      session_token: session,
      transaction_id: id,
      round_id: round,
      game_id: 'slot-golden-reels',
      amount,
      ...(kind === 'win' ? { round_closed: true } : {}),
    });
  return { player, money };
}

const balance = (baht: number): MemberEvent => ({ type: 'balance', wallet_type_id: 1, balance: baht });

describe.each(testDatabases())('member live events on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { config: config() });
  });
  afterAll(() => t.close());

  it('refuses a stream without a valid token with the JSON envelope, HTTP 401', async () => {
    const res = await fetch(`${await listeningUrl(t)}${EVENTS}`, { headers: bearer('not-a-token') });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(((await res.json()) as { error: number }).error).not.toBe(0);
  });

  it("streams a member's own events and none of another member's", async () => {
    const one = await fundedMember(t, 0n);
    const other = await fundedMember(t, 0n);
    const client = await connect(t, one.token);
    expect(client.res.headers.get('content-type')).toContain('text/event-stream');
    expect(client.res.headers.get('x-accel-buffering')).toBe('no');
    publishMemberEvent(other.memberId, balance(1));
    publishMemberEvent(one.memberId, balance(2));
    await client.until(() => client.events.length === 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(client.events).toEqual([balance(2)]);
    client.close();
  });

  it("publishes the new balance in a provider bet's and win's own call, after they commit, and nothing on a replay", async () => {
    const { player, money } = await playing(t, 100_00n);
    const client = await connect(t, player.token);
    // What the process's buses carry, heard in the publisher's call (bus.ts): no poll, no timer between
    // the commit and the stream. A wall-time bound here measured the machine (it failed beside a second run).
    const heard: MemberEvent[] = [];
    const listener = createMemberEventBus({});
    const subscription = listener.subscribe(player.memberId, (event) => heard.push(event));
    expect(await money('bet', 'r-1', 10_00)).toMatchObject({ status: 'OK', balance: 90_00 });
    expect(heard).toEqual([balance(90)]);
    const winId = txId();
    expect(await money('win', 'r-1', 25_50, winId)).toMatchObject({ status: 'OK', balance: 115_50 });
    expect(heard).toEqual([balance(90), balance(115.5)]);
    subscription.close();
    await listener.close();
    await client.until(() => client.events.length === 2);
    expect(client.events).toEqual([balance(90), balance(115.5)]);
    // The provider retries the same win: the stored answer, no movement and no event.
    expect(await money('win', 'r-1', 25_50, winId)).toMatchObject({ status: 'OK', balance: 115_50 });
    // A refused bet moved nothing: no event either.
    expect((await money('bet', 'r-2', 1_000_00)).status).toBe('INSUFFICIENT_FUNDS');
    await new Promise((r) => setTimeout(r, 150));
    expect(client.events).toHaveLength(2);
    client.close();
  });

  it("publishes every wallet's balance once a gateway deposit is credited", async () => {
    const player = await fundedMember(t, 0n);
    const client = await connect(t, player.token);
    const intent = await openIntent(t, player.token, 300);
    const res = await postWebhook(t, paymentEventBody(txId(), intent.reference, 300_00n));
    expect(res.statusCode).toBe(200);
    await client.until(() => client.events.some((e) => e.type === 'balance' && e.wallet_type_id === 1));
    expect(client.events.find((e) => e.type === 'balance' && e.wallet_type_id === 1)).toEqual(balance(300));
    client.close();
  });
});

describe('member live events on close', () => {
  it('ends its streams when the app closes, so closing never waits for a client', async () => {
    const other = await createTestApp(testDatabases()[0]!, { config: config() });
    const player = await fundedMember(other, 0n);
    const client = await connect(other, player.token);
    await other.close();
    await client.ended;
    expect(client.events).toEqual([]);
  }, 90_000);
});

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('member live events across instances through Redis', () => {
  /** A bus of one deployment: this process's own namespace, so another run on the same Redis is not heard. */
  const busOf = (namespace: string) =>
    createMemberEventBus({ redis: createRedisLink(redisUrl!, undefined, `${namespace}-${process.pid}`) });

  it('brings an event published on one bus to a subscriber of another bus within a second', async () => {
    const [a, b] = [busOf('site'), busOf('site')];
    const memberId = 900_000_000 + (process.pid % 1_000_000);
    const got: MemberEvent[] = [];
    const subscription = b.subscribe(memberId, (event) => got.push(event));
    await subscription.ready;
    const started = Date.now();
    a.publish(memberId, balance(12.34));
    while (got.length === 0 && Date.now() - started < 1_000) await new Promise((r) => setTimeout(r, 5));
    expect(got).toEqual([balance(12.34)]);
    // Unsubscribed: nothing more reaches the listener.
    subscription.close();
    a.publish(memberId, balance(1));
    await new Promise((r) => setTimeout(r, 150));
    expect(got).toHaveLength(1);
    await Promise.all([a.close(), b.close()]);
  });

  it("hears only its own deployment's events on a Redis shared with another (REDIS_NAMESPACE)", async () => {
    const [site, sameSite, staging] = [busOf('site'), busOf('site'), busOf('staging')];
    const memberId = 7; // the same member id in both deployments
    const heard = { sameSite: [] as MemberEvent[], staging: [] as MemberEvent[] };
    const subscriptions = [
      sameSite.subscribe(memberId, (event) => heard.sameSite.push(event)),
      staging.subscribe(memberId, (event) => heard.staging.push(event)),
    ];
    await Promise.all(subscriptions.map((s) => s.ready));
    site.publish(memberId, balance(55));
    staging.publish(memberId, balance(1));
    while (heard.sameSite.length === 0 || heard.staging.length === 0)
      await new Promise((r) => setTimeout(r, 5));
    // Published after each deployment's own event: had they crossed, they would have arrived by now.
    expect(heard).toEqual({ sameSite: [balance(55)], staging: [balance(1)] });
    for (const s of subscriptions) s.close();
    await Promise.all([site, sameSite, staging].map((bus) => bus.close()));
  });

  describe.each(testDatabases())('two instances on $kind', (target) => {
    let a: TestApp;
    let b: TestApp;
    twoInstances(target, { config: config({ redisUrl }) }, (first, second) => ([a, b] = [first, second]));

    it("brings a win settled on instance A to the member's stream on instance B within a second", async () => {
      const { player, money } = await playing(a, 50_00n);
      const client = await connect(b, player.token);
      expect(await money('bet', 'x-1', 20_00)).toMatchObject({ status: 'OK' });
      const started = Date.now();
      expect(await money('win', 'x-1', 70_00)).toMatchObject({ status: 'OK', balance: 100_00 });
      await client.until(() => client.events.some((e) => e.type === 'balance' && e.balance === 100), 1_000);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(client.events).toEqual([balance(30), balance(100)]);
      client.close();
    });
  });
});
