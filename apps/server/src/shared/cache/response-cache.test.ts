import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '@ug99/contract';
import { manualClock } from '#shared/clock.ts';
import { createResponseCache } from './response-cache.ts';

const list = z.array(z.object({ id: z.number(), title: z.string() }));
const names = z.array(z.string());

/** A loader that counts its calls and answers the current value of `source`. */
function counting(source: { value: string[] }, validUntil?: Date) {
  const loader = async () => {
    loader.calls += 1;
    return { data: [...source.value], validUntil };
  };
  loader.calls = 0;
  return loader;
}

describe('response cache', () => {
  it('builds once, then answers the same body and ETag without building', async () => {
    const cache = createResponseCache({ clock: manualClock(new Date('2026-01-10T03:00:00Z')) });
    const load = counting({ value: ['a'] });
    const first = await cache.answer('k', names, load);
    const second = await cache.answer('k', names, load);
    expect(load.calls).toBe(1);
    expect(second).toEqual(first);
    expect(JSON.parse(first.body)).toEqual(ok(['a']));
    expect(first.etag).toMatch(/^"[\w-]+"$/);
  });

  it('encodes the body as the route schema does: keys the schema does not name are left out', async () => {
    const cache = createResponseCache({ clock: manualClock() });
    const row = { id: 1, title: 'โปร', internal_note: 'not for members' };
    const answer = await cache.answer('rows', list, async () => ({ data: [row] }));
    expect(JSON.parse(answer.body).data).toEqual([{ id: 1, title: 'โปร' }]);
  });

  it('shares one build between concurrent misses', async () => {
    const cache = createResponseCache({ clock: manualClock() });
    const load = counting({ value: ['a'] });
    await Promise.all([1, 2, 3].map(() => cache.answer('k', names, load)));
    expect(load.calls).toBe(1);
  });

  it('rebuilds after clear, and a build that started before the clear does not store', async () => {
    const cache = createResponseCache({ clock: manualClock() });
    const source = { value: ['old'] };
    let release: () => void = () => undefined;
    const slow = async () => {
      const data = [...source.value];
      await new Promise<void>((r) => (release = r));
      return { data };
    };
    const stale = cache.answer('k', names, slow);
    await Promise.resolve();
    source.value = ['new'];
    cache.clear();
    release();
    expect(JSON.parse((await stale).body).data).toEqual(['old']);
    const fresh = await cache.answer('k', names, counting(source));
    expect(JSON.parse(fresh.body).data).toEqual(['new']);
  });

  it('keeps an answer only until its own validity ends', async () => {
    const clock = manualClock(new Date('2026-01-10T03:00:00Z'));
    const cache = createResponseCache({ clock });
    const source = { value: ['before'] };
    const load = counting(source, new Date('2026-01-10T03:00:30Z'));
    await cache.answer('k', names, load);
    source.value = ['after'];
    clock.advance(29_999);
    expect(JSON.parse((await cache.answer('k', names, load)).body).data).toEqual(['before']);
    clock.advance(1);
    expect(JSON.parse((await cache.answer('k', names, load)).body).data).toEqual(['after']);
  });

  it('never keeps an answer past the next Bangkok midnight', async () => {
    // 23:59:50 in Bangkok (16:59:50 UTC); the maximum age alone would keep it for an hour.
    const clock = manualClock(new Date('2026-01-10T16:59:50Z'));
    const cache = createResponseCache({ clock, maxAgeMs: 3_600_000 });
    const source = { value: ['today'] };
    const load = counting(source);
    await cache.answer('k', names, load);
    source.value = ['tomorrow'];
    clock.advance(9_999);
    expect(JSON.parse((await cache.answer('k', names, load)).body).data).toEqual(['today']);
    clock.advance(1);
    expect(JSON.parse((await cache.answer('k', names, load)).body).data).toEqual(['tomorrow']);
  });

  it('keeps an answer at most its maximum age', async () => {
    const clock = manualClock(new Date('2026-01-10T03:00:00Z'));
    const cache = createResponseCache({ clock, maxAgeMs: 60_000 });
    const load = counting({ value: ['a'] });
    await cache.answer('k', names, load);
    clock.advance(59_999);
    await cache.answer('k', names, load);
    expect(load.calls).toBe(1);
    clock.advance(1);
    await cache.answer('k', names, load);
    expect(load.calls).toBe(2);
  });

  it('holds at most maxEntries answers, dropping the oldest', async () => {
    const cache = createResponseCache({ clock: manualClock(), maxEntries: 2 });
    const load = counting({ value: ['a'] });
    for (const key of ['one', 'two', 'three']) await cache.answer(key, names, load);
    expect(cache.size).toBe(2);
    await cache.answer('two', names, load);
    await cache.answer('three', names, load);
    expect(load.calls).toBe(3);
    await cache.answer('one', names, load);
    expect(load.calls).toBe(4);
  });

  it('stores nothing when the build fails, and the next call builds again', async () => {
    const cache = createResponseCache({ clock: manualClock() });
    await expect(
      cache.answer('k', names, async () => {
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    expect(cache.size).toBe(0);
    expect(JSON.parse((await cache.answer('k', names, counting({ value: ['b'] }))).body).data).toEqual(['b']);
  });
});
