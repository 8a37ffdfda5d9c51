import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@ug99/contract';
import type { YeekeeStreamEvent } from '@ug99/contract';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { openTestRound, roundStatus } from '#testing/lotto.ts';
import { asMember, membersFromOneAddress, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { publishYeekeeEvent } from './feed.ts';

const SHOOT = '/api/lotto/yeekee/shoot_number';

/** An SSE client over fetch: collects the events of `data:` lines as they arrive. */
async function connect(base: string, query: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/lotto/yeekee/stream?${query}`, { signal: controller.signal });
  const events: YeekeeStreamEvent[] = [];
  let ended = false;
  const done = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (data) events.push(JSON.parse(data.slice(6)));
        }
      }
    } catch {
      // aborted by the test
    }
    ended = true;
  })();
  const until = async (check: () => boolean, ms = 5_000) => {
    const start = Date.now();
    while (!check()) {
      if (Date.now() - start > ms) throw new Error(`timed out; events: ${JSON.stringify(events)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return {
    res,
    events,
    shots: () => events.flatMap((e) => (e.type === 'shot' ? [e.shot.seq] : [])),
    until,
    isEnded: () => ended,
    ended: done,
    close: () => controller.abort(),
  };
}

async function shooters(t: TestApp, n: number): Promise<Registered[]> {
  return Promise.all(Array.from({ length: n }, () => registerMember(t)));
}

describe.each(testDatabases())('yeekee live feed on $kind', (target) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it('sends the shots after after_seq from the database, then live shots in seq order', async () => {
    const { roundId } = await openTestRound(db(), { now: new Date(), code: 'yeekee' });
    const members = await shooters(t, 5);
    for (const [i, m] of members.slice(0, 3).entries()) {
      const res = await asMember(t, m.token).post(SHOOT, { round_id: roundId, number: `1000${i}` });
      expect(res.json().error).toBe(0);
    }
    const client = await connect(base, `round_id=${roundId}&after_seq=1`);
    expect(client.res.headers.get('content-type')).toContain('text/event-stream');
    // Delimited by the connection's close: no chunked framing around every write (docs/YEEKEE.md#scale).
    expect(client.res.headers.get('transfer-encoding')).toBeNull();
    await client.until(() => client.shots().length === 2);
    for (const [i, m] of members.slice(3).entries()) {
      await asMember(t, m.token).post(SHOOT, { round_id: roundId, number: `2000${i}` });
    }
    await client.until(() => client.shots().length === 4);
    expect(client.shots()).toEqual([2, 3, 4, 5]);
    const last = client.events.at(-1);
    expect(last).toMatchObject({ type: 'shot', count: 5, sum: 10000 + 10001 + 10002 + 20000 + 20001 });
    client.close();
  });

  it('passes on the close and the result, and ends the stream when the round is settled', async () => {
    const { roundId } = await openTestRound(db(), { now: new Date(), code: 'yeekee' });
    const client = await connect(base, `round_id=${roundId}`);
    await new Promise((r) => setTimeout(r, 100));
    await publishYeekeeEvent(roundId, { type: 'closed', round_id: roundId });
    const result = {
      type: 'result',
      round_id: roundId,
      status: 'settled',
      top3: null,
      bottom2: null,
    } as const;
    await publishYeekeeEvent(roundId, result);
    await client.ended;
    expect(client.events).toEqual([{ type: 'closed', round_id: roundId }, result]);
  });

  it('answers a feed of a settled round with its shots, the close and the result, then ends', async () => {
    const { roundId } = await openTestRound(db(), { now: new Date(), code: 'yeekee' });
    await roundStatus(db(), roundId, 'voided');
    const client = await connect(base, `round_id=${roundId}`);
    await client.ended;
    expect(client.events).toEqual([
      { type: 'closed', round_id: roundId },
      { type: 'result', round_id: roundId, status: 'voided', top3: null, bottom2: null },
    ]);
  });

  it('refuses a feed of a round of another category as JSON, before any event', async () => {
    const { roundId } = await openTestRound(db(), { now: new Date(), code: 'hanoi' });
    const res = await t.app.inject({ url: `/api/lotto/yeekee/stream?round_id=${roundId}` });
    expect(res.json()).toMatchObject({ error: ERRORS.YEEKEE_NOT_YEEKEE.code });
    expect((await t.app.inject({ url: '/api/lotto/yeekee/stream?round_id=x' })).statusCode).toBe(400);
  });

  it('ends open streams when the app closes, so shutdown does not hang', async () => {
    const other = await createTestApp(target);
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const { roundId } = await openTestRound(other.database.db, { now: new Date(), code: 'yeekee' });
    const client = await connect(url, `round_id=${roundId}`);
    await new Promise((r) => setTimeout(r, 100));
    await other.close();
    await client.ended;
    expect(client.isEnded()).toBe(true);
  });
});

const postgres = testDatabases().find((d) => d.kind === 'postgres');
const redisUrl = process.env.REDIS_URL;

describe.runIf(postgres && redisUrl)('yeekee live feed across two instances through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const members = membersFromOneAddress();
    a = await createTestApp(postgres!, { config: { members, redisUrl } });
    // The second instance shares the first one's database: only the app is built again.
    const { buildApp } = await import('#app');
    const { createMemoryThrottleStore } = await import('#throttle/index.ts');
    const { systemClock } = await import('#shared/clock.ts');
    const app = await buildApp(a.config, {
      database: a.database,
      throttleStore: createMemoryThrottleStore(systemClock),
      logger: (await import('#logger')).createLogger('silent'),
    });
    await app.ready();
    b = { ...a, app, close: () => app.close() };
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('delivers shots accepted by both instances to one client in seq order', async () => {
    const { roundId } = await openTestRound(a.database.db, { now: new Date(), code: 'yeekee' });
    const url = await b.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await connect(url, `round_id=${roundId}`);
    const members = await shooters(a, 40);
    await new Promise((r) => setTimeout(r, 100));
    const answers = await Promise.all(
      members.map((m, i) =>
        asMember(i % 2 === 0 ? a : b, m.token).post(SHOOT, { round_id: roundId, number: `${10000 + i}` }),
      ),
    );
    expect(answers.map((r) => r.json().error)).toEqual(members.map(() => 0));
    await client.until(() => client.shots().length === 40);
    expect(client.shots()).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    client.close();
  }, 60_000);

  it('brings shots accepted only by instance A to a client of instance B, which has nothing to fill from', async () => {
    // Without Redis, B would never hear of these shots: its gap fill only runs when a later seq arrives.
    const { roundId } = await openTestRound(a.database.db, { now: new Date(), code: 'yeekee' });
    const url = b.app.server.listening
      ? `http://127.0.0.1:${(b.app.server.address() as { port: number }).port}`
      : await b.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await connect(url, `round_id=${roundId}`);
    await new Promise((r) => setTimeout(r, 100));
    for (const [i, m] of (await shooters(a, 5)).entries()) {
      expect(
        (await asMember(a, m.token).post(SHOOT, { round_id: roundId, number: `5000${i}` })).json().error,
      ).toBe(0);
    }
    await client.until(() => client.shots().length === 5, 2_000);
    expect(client.shots()).toEqual([1, 2, 3, 4, 5]);
    client.close();
  });
});
