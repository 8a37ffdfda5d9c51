import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { manualClock } from '#shared/clock.ts';
import { createMemoryThrottleStore } from './memory-store.ts';
import { createRedisThrottleStore } from './redis-store.ts';
import { testRedisLink } from '#testing/redis.ts';
import type { ThrottleStore } from './store.ts';

describe('memory throttle store', () => {
  const clock = manualClock();
  const store = createMemoryThrottleStore(clock);

  it('counts hits in a window that starts at the first hit and ends on time', async () => {
    expect(await store.hit('a', 1000)).toEqual({ count: 1, resetInMs: 1000 });
    clock.advance(400);
    expect(await store.hit('a', 1000)).toEqual({ count: 2, resetInMs: 600 });
    expect(await store.peek('a')).toEqual({ count: 2, resetInMs: 600 });
    clock.advance(600);
    expect(await store.peek('a')).toBeUndefined();
    expect(await store.hit('a', 1000)).toEqual({ count: 1, resetInMs: 1000 });
  });

  it('takes back one hit on release within the window, and nothing after it', async () => {
    await store.hit('r', 1000);
    await store.hit('r', 1000);
    await store.release('r');
    expect(await store.peek('r')).toEqual({ count: 1, resetInMs: 1000 });
    clock.advance(1000);
    await store.release('r');
    expect(await store.peek('r')).toBeUndefined();
    expect(await store.hit('r', 1000)).toEqual({ count: 1, resetInMs: 1000 });
  });

  it('forgets a key on reset and keeps keys apart', async () => {
    await store.hit('b', 1000);
    await store.hit('c', 1000);
    await store.reset('b');
    expect(await store.peek('b')).toBeUndefined();
    expect((await store.peek('c'))?.count).toBe(1);
  });
});

describe.runIf(process.env.REDIS_URL)('Redis throttle store', () => {
  const link = testRedisLink();
  const store: ThrottleStore = createRedisThrottleStore(link);
  const other: ThrottleStore = createRedisThrottleStore(link);
  afterAll(async () => {
    await Promise.all(['a', 'b', 'race', 'rel'].map((k) => store.reset(k)));
    await store.close();
    await other.close();
  });

  it('shares one count between two connections, as two server instances would', async () => {
    expect((await store.hit('a', 10_000)).count).toBe(1);
    expect((await other.hit('a', 10_000)).count).toBe(2);
    const seen = await store.peek('a');
    expect(seen?.count).toBe(2);
    expect(seen?.resetInMs).toBeGreaterThan(9_000);
    expect(seen?.resetInMs).toBeLessThanOrEqual(10_000);
  });

  it('counts concurrent hits exactly', async () => {
    const counts = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? store : other).hit('race', 10_000)),
    );
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('takes back one hit on release without ending the window, and never makes an endless key', async () => {
    await store.hit('rel', 10_000);
    await other.hit('rel', 10_000);
    await other.release('rel');
    const seen = await store.peek('rel');
    expect(seen?.count).toBe(1);
    expect(seen?.resetInMs).toBeGreaterThan(9_000);
    await store.reset('rel');
    await store.release('rel');
    expect(await store.peek('rel')).toBeUndefined();
  });

  it('ends the window after its time and forgets a key on reset', async () => {
    await store.hit('b', 150);
    expect((await store.peek('b'))?.count).toBe(1);
    await sleep(250);
    expect(await store.peek('b')).toBeUndefined();
    expect((await store.hit('b', 10_000)).count).toBe(1);
    await store.reset('b');
    expect(await store.peek('b')).toBeUndefined();
  });
});
