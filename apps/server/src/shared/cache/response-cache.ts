import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ok, okEnvelope } from '@ug99/contract';
import type { Clock } from '#shared/clock.ts';
import { DAY, startOfBangkokDay } from '#shared/bangkok-time.ts';

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

type Entry = { answer: CachedAnswer; expiresAt: number };

export const DEFAULT_MAX_AGE_MS = 60_000;
/** Keys come from query strings (game list pages…): a bound keeps a crawler from growing the map. */
export const DEFAULT_MAX_ENTRIES = 1_000;

export function createResponseCache({
  clock,
  maxAgeMs = DEFAULT_MAX_AGE_MS,
  maxEntries = DEFAULT_MAX_ENTRIES,
}: {
  clock: Clock;
  maxAgeMs?: number;
  maxEntries?: number;
}): ResponseCache {
  const entries = new Map<string, Entry>();
  const building = new Map<string, Promise<CachedAnswer>>();
  /** Bumped by `clear`: a build that started before a change must not store what it read. */
  let generation = 0;

  function store(key: string, entry: Entry) {
    if (entries.size >= maxEntries && !entries.has(key)) {
      // Oldest first: Map keeps insertion order.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, entry);
  }

  async function build<T extends z.ZodType>(
    key: string,
    schema: T,
    load: () => Promise<Built<z.output<T>>>,
  ): Promise<CachedAnswer> {
    const started = generation;
    const now = clock.now().getTime();
    const { data, validUntil } = await load();
    // The same encoding Fastify's zod serializer applies to the route's 200 answer.
    const body = JSON.stringify(z.encode(okEnvelope(schema), ok(data)));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const nextMidnight = startOfBangkokDay(new Date(now)).getTime() + DAY;
    const expiresAt = Math.min(now + maxAgeMs, nextMidnight, validUntil?.getTime() ?? Infinity);
    const answer = { body, etag };
    if (generation === started) store(key, { answer, expiresAt });
    return answer;
  }

  return {
    answer(key, schema, load) {
      const hit = entries.get(key);
      if (hit && clock.now().getTime() < hit.expiresAt) return Promise.resolve(hit.answer);
      let pending = building.get(key);
      if (!pending) {
        const started = build(key, schema, load).finally(() => {
          if (building.get(key) === started) building.delete(key);
        });
        building.set(key, started);
        pending = started;
      }
      return pending;
    },
    clear() {
      generation += 1;
      entries.clear();
      building.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
