import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ok, okEnvelope } from '@ug99/contract';
import { createExpiringCache } from './expiring-cache.ts';
import type { CacheOptions } from './expiring-cache.ts';

/**
 * The content calls' answers kept ready to send (docs/PERFORMANCE.md#content-caches): the serialised
 * success envelope and its ETag, so a hit costs a map lookup and a socket write. An entry is dropped
 * when an operator changes something (`clear`, through the invalidation channel), when the answer's own
 * validity ends (a promotion window opening or closing: `validUntil`), at the next Bangkok midnight
 * (nothing about "today" outlives today), and after `maxAgeMs` at most (a change made behind the
 * operator commands' back, e.g. by hand in SQL, shows within that time).
 */
export type CachedAnswer = { body: string; etag: string };

export type Built<T> = { data: T; validUntil?: Date | undefined };

export type ResponseCache = {
  /** The cached answer under `key`, or `build` run once (concurrent misses share one build). */
  answer<T extends z.ZodType>(
    key: string,
    schema: T,
    build: () => Promise<Built<z.output<T>>>,
  ): Promise<CachedAnswer>;
  /** Forgets every answer of this process; builds already running do not store theirs. */
  clear(): void;
  readonly size: number;
};

export const DEFAULT_MAX_AGE_MS = 60_000;
/** Keys come from query strings (game list pages…): a bound keeps a crawler from growing the map. */
export const DEFAULT_MAX_ENTRIES = 1_000;

export function createResponseCache(options: CacheOptions): ResponseCache {
  const cache = createExpiringCache<CachedAnswer>(options, {
    maxAgeMs: DEFAULT_MAX_AGE_MS,
    maxEntries: DEFAULT_MAX_ENTRIES,
  });
  return {
    answer: (key, schema, load) =>
      cache.get(key, async () => {
        const { data, validUntil } = await load();
        // The same encoding Fastify's zod serializer applies to the route's 200 answer.
        const body = JSON.stringify(z.encode(okEnvelope(schema), ok(data)));
        const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
        return { value: { body, etag }, validUntil };
      }),
    clear: () => cache.clear(),
    get size() {
      return cache.size;
    },
  };
}
