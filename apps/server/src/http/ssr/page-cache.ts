import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Clock } from '#shared/clock.ts';
import { DAY, startOfBangkokDay } from '#shared/bangkok-time.ts';

/**
 * Server-rendered pages kept ready to send (docs/FIRST-LOAD.md#page-cache): per address the server draws
 * (the page and the query parameters its content depends on), dropped with the content caches when an
 * operator changes something (on every instance, through the same invalidation channel), at the next
 * Bangkok midnight and after a minute at most, the content caches' own bounds
 * (docs/PERFORMANCE.md#content-caches). A page is compressed once per encoding and kept so.
 */
export type CachedPage = {
  html: string;
  /** The page compressed for `encoding`, made on first ask and kept. */
  encoded(encoding: 'br' | 'gzip'): Buffer;
};

export type PageCache = {
  /** The page under `key`, or `render` run once (concurrent misses share one render); null is not kept. */
  page(key: string, render: () => Promise<string | null>): Promise<CachedPage | null>;
  /** Forgets every page; renders already running do not store theirs. */
  clear(): void;
  readonly size: number;
};

export const PAGE_MAX_AGE_MS = 60_000;
/** Keys carry query parameters (a referral code, a results date): a bound keeps a crawler from growing it. */
export const PAGE_MAX_ENTRIES = 500;

function cachedPage(html: string): CachedPage {
  const copies: Partial<Record<'br' | 'gzip', Buffer>> = {};
  return {
    html,
    encoded: (encoding) =>
      (copies[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(html, { level: 9 })),
  };
}

export function createPageCache({
  clock,
  maxAgeMs = PAGE_MAX_AGE_MS,
  maxEntries = PAGE_MAX_ENTRIES,
}: {
  clock: Clock;
  maxAgeMs?: number;
  maxEntries?: number;
}): PageCache {
  const entries = new Map<string, { page: CachedPage; expiresAt: number }>();
  const rendering = new Map<string, Promise<CachedPage | null>>();
  /** Bumped by `clear`: a render that started before a change must not store what it read. */
  let generation = 0;

  async function render(key: string, draw: () => Promise<string | null>): Promise<CachedPage | null> {
    const started = generation;
    const now = clock.now().getTime();
    const html = await draw();
    if (html === null) return null;
    const page = cachedPage(html);
    const expiresAt = Math.min(now + maxAgeMs, startOfBangkokDay(new Date(now)).getTime() + DAY);
    if (generation === started) {
      if (entries.size >= maxEntries && !entries.has(key)) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { page, expiresAt });
    }
    return page;
  }

  return {
    page(key, draw) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > clock.now().getTime()) return Promise.resolve(hit.page);
      const running = rendering.get(key);
      if (running) return running;
      const started = render(key, draw).finally(() => {
        if (rendering.get(key) === started) rendering.delete(key);
      });
      rendering.set(key, started);
      return started;
    },
    clear() {
      generation += 1;
      entries.clear();
      rendering.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
