// The content calls' caches end to end (docs/PERFORMANCE.md#content-caches): an operator change is
// seen on the next call, on this instance and (through Redis) on another; a promotion window opening
// at midnight shows without anyone announcing it; browsers revalidate with the ETag.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPromotion } from '#promotions/operator.ts';
import { demoPromotions } from '#seed/seed-data.ts';
import { manualClock } from '#shared/clock.ts';
import { startOfBangkokDay, DAY } from '#shared/bangkok-time.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { createSecondInstance } from '#testing/instances.ts';

const TOKEN = 'operator-token-for-the-content-cache-tests-0001';

const titles = async (t: TestApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/promotion/list' });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { title: string }[]).map((p) => p.title);
};

const operator = async (t: TestApp, command: string, args: string[]) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/operator/run',
    headers: { authorization: `Bearer ${TOKEN}` },
    payload: { command, args, flags: { operator: 'cache-test' } },
  });
  expect(res.json().data.exit_code, JSON.stringify(res.json())).toBe(0);
};

const idOf = async (t: TestApp, title: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/promotion/list' });
  return (res.json().data as { id: number; title: string }[]).find((p) => p.title === title)!.id;
};

describe.each(testDatabases())('content caches on $kind', (target) => {
  // 10:00 in Bangkok.
  const clock = manualClock(new Date('2026-03-02T03:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { clock, operatorToken: TOKEN });
  });
  afterAll(() => t.close());

  it('shows an operator command’s change on the very next call', async () => {
    const before = await titles(t);
    expect(before).toContain(demoPromotions[1]!.title);
    await titles(t); // served from the cache now
    await operator(t, 'promotion:disable', [String(await idOf(t, demoPromotions[1]!.title))]);
    expect(await titles(t)).toEqual(before.filter((title) => title !== demoPromotions[1]!.title));
  });

  it('opens a promotion at its start, Bangkok midnight, without any change announced', async () => {
    const midnight = new Date(startOfBangkokDay(clock.now()).getTime() + DAY);
    const title = 'โปรเริ่มพรุ่งนี้';
    await addPromotion(t.database.db, {
      ...demoPromotions[0]!,
      agentId: t.config.agentId,
      title,
      startsAt: midnight,
    });
    // Added by hand in the database: announced the way the operator commands announce it.
    await t.app.contentChanged();
    expect(await titles(t)).not.toContain(title);
    clock.set(new Date(midnight.getTime() - 1));
    expect(await titles(t)).not.toContain(title);
    clock.set(midnight);
    expect(await titles(t)).toContain(title);
  });

  it('answers 304 without a body when the browser already holds the same answer', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/banner?agent_code=ug99' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/banner?agent_code=ug99',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/banner?agent_code=ug99',
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data).toHaveLength(3);
  });

  it('answers the agent config and game calls from the cache with the same body each time', async () => {
    for (const call of [
      { method: 'POST' as const, url: '/api/agent/config', payload: { agent_code: 'ug99' } },
      { method: 'GET' as const, url: '/api/game/list?category=slot' },
      { method: 'GET' as const, url: '/api/game/lobby?category=slot' },
    ]) {
      const [a, b] = [await t.app.inject(call), await t.app.inject(call)];
      expect(a.statusCode, call.url).toBe(200);
      expect(a.json().error, call.url).toBe(0);
      expect(b.body).toBe(a.body);
      expect(b.headers.etag).toBe(a.headers.etag);
    }
  });

  it('sends a long answer compressed once, as the client accepts it', async () => {
    const url = '/api/promotion/list';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.vary).toContain('accept-encoding');
  });

  it('still refuses an unknown agent, and does not cache the refusal', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/agent/config',
      payload: { agent_code: 'nope99' },
    });
    expect(res.json().error).not.toBe(0);
    expect(res.headers.etag).toBeUndefined();
  });
});

const postgres = testDatabases().find((d) => d.kind === 'postgres');
const redisUrl = process.env.REDIS_URL;

describe.runIf(postgres && redisUrl)('content caches across two instances through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp(postgres!, { operatorToken: TOKEN, config: { redisUrl } });
    second = await createSecondInstance(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('shows a change made through one instance on the other within a second', async () => {
    const title = demoPromotions[2]!.title;
    expect(await titles(second)).toContain(title);
    await operator(first, 'promotion:disable', [String(await idOf(first, title))]);
    expect(await titles(first)).not.toContain(title);
    const deadline = Date.now() + 1_000;
    let seen = await titles(second);
    while (seen.includes(title) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      seen = await titles(second);
    }
    expect(seen).not.toContain(title);
  });
});
