import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createExpiringCache } from '#shared/cache/expiring-cache.ts';
import type { CacheOptions } from '#shared/cache/expiring-cache.ts';

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

export function createPageCache(options: CacheOptions): PageCache {
  const cache = createExpiringCache<CachedPage | null>(options, {
    maxAgeMs: PAGE_MAX_AGE_MS,
    maxEntries: PAGE_MAX_ENTRIES,
  });
  return {
    page: (key, render) =>
      cache.get(key, async () => {
        const html = await render();
        return { value: html === null ? null : cachedPage(html) };
      }),
    clear: () => cache.clear(),
    get size() {
      return cache.size;
    },
  };
}
