import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { manualClock } from '#shared/clock.ts';
import { createPageCache, PAGE_MAX_AGE_MS } from './page-cache.ts';

/** A render that counts its calls and draws the current value of `source`. */
function counting(source: { html: string | null }) {
  const render = async () => {
    render.calls += 1;
    return source.html;
  };
  render.calls = 0;
  return render;
}

// 10:00 in Bangkok: midnight is far.
const morning = () => manualClock(new Date('2026-01-10T03:00:00Z'));

describe('page cache', () => {
  it('renders a page once, then sends it from memory, compressed once per encoding', async () => {
    const cache = createPageCache({ clock: morning() });
    const render = counting({ html: '<p>หน้าแรก</p>' });
    const first = await cache.page('/', render);
    const second = await cache.page('/', render);
    expect(render.calls).toBe(1);
    expect(second).toBe(first);
    expect(brotliDecompressSync(first?.encoded('br') ?? Buffer.alloc(0)).toString()).toBe('<p>หน้าแรก</p>');
    expect(gunzipSync(first?.encoded('gzip') ?? Buffer.alloc(0)).toString()).toBe('<p>หน้าแรก</p>');
    expect(first?.encoded('br')).toBe(first?.encoded('br'));
  });

  it('keeps pages per key, and shares one render between concurrent misses', async () => {
    const cache = createPageCache({ clock: morning() });
    const render = counting({ html: 'a' });
    const [one, two] = await Promise.all([cache.page('/', render), cache.page('/', render)]);
    expect(render.calls).toBe(1);
    expect(two).toBe(one);
    await cache.page('/promotions', render);
    expect(render.calls).toBe(2);
    expect(cache.size).toBe(2);
  });

  it('renders again after a clear (an operator changed content), and after a minute', async () => {
    const clock = morning();
    const cache = createPageCache({ clock });
    const source = { html: 'old' };
    const render = counting(source);
    await cache.page('/', render);
    source.html = 'new';
    cache.clear();
    expect((await cache.page('/', render))?.html).toBe('new');

    source.html = 'later';
    clock.advance(PAGE_MAX_AGE_MS - 1);
    expect((await cache.page('/', render))?.html).toBe('new');
    clock.advance(1);
    expect((await cache.page('/', render))?.html).toBe('later');
  });

  it('drops a page at the next Bangkok midnight, whatever its age', async () => {
    const clock = manualClock(new Date('2026-01-10T16:59:50Z')); // 23:59:50 in Bangkok
    const cache = createPageCache({ clock });
    const source = { html: 'today' };
    const render = counting(source);
    await cache.page('/', render);
    source.html = 'tomorrow';
    clock.advance(10_000);
    expect((await cache.page('/', render))?.html).toBe('tomorrow');
  });

  it('does not keep what a render read before a clear, nor a page the browser is to draw', async () => {
    const cache = createPageCache({ clock: morning() });
    let finish: (html: string) => void = () => undefined;
    const slow = cache.page('/', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('before the change');
    expect((await slow)?.html).toBe('before the change');
    expect(cache.size).toBe(0);

    const none = counting({ html: null });
    expect(await cache.page('/lotto', none)).toBeNull();
    expect(await cache.page('/lotto', none)).toBeNull();
    expect(none.calls).toBe(2);
  });

  it('keeps at most its bound of pages, dropping the oldest', async () => {
    const cache = createPageCache({ clock: morning(), maxEntries: 2 });
    const render = counting({ html: 'x' });
    await cache.page('/a', render);
    await cache.page('/b', render);
    await cache.page('/c', render);
    expect(cache.size).toBe(2);
    await cache.page('/a', render);
    expect(render.calls).toBe(4);
  });
});
