import type { Clock } from '#shared/clock.ts';
import { DAY, startOfBangkokDay } from '#shared/bangkok-time.ts';

/** A loaded value and, when it has one, the end of its own validity (a promotion window closing…). */
export type Loaded<V> = { value: V; validUntil?: Date | undefined };

/** What the cache reads its time from, and its bounds when not the caller's defaults. */
export type CacheOptions = {
  clock: Clock;
  maxAgeMs?: number | undefined;
  /** Keys carry query parameters: a bound keeps a crawler from growing the map. */
  maxEntries?: number | undefined;
};

export type ExpiringCache<V> = {
  /** The value under `key`, or `load` run once (concurrent misses share one load); null is not kept. */
  get(key: string, load: () => Promise<Loaded<V>>): Promise<V>;
  /** Forgets every value; loads already running do not store theirs. */
  clear(): void;
  readonly size: number;
};

/**
 * The bounded map under the response cache and the page cache (docs/PERFORMANCE.md#content-caches): a
 * value is loaded once however many ask for it at the same time, and kept until the first of `maxAgeMs`,
 * the next Bangkok midnight (nothing about "today" outlives today) and the value's own `validUntil`.
 */
export function createExpiringCache<V>(
  { clock, maxAgeMs, maxEntries }: CacheOptions,
  defaults: { maxAgeMs: number; maxEntries: number },
): ExpiringCache<V> {
  const maxAge = maxAgeMs ?? defaults.maxAgeMs;
  const bound = maxEntries ?? defaults.maxEntries;
  const entries = new Map<string, { value: V; expiresAt: number }>();
  const loading = new Map<string, Promise<V>>();
  /** Bumped by `clear`: a load that started before a change must not store what it read. */
  let generation = 0;

  function store(key: string, value: V, expiresAt: number) {
    if (entries.size >= bound && !entries.has(key)) {
      // Oldest first: Map keeps insertion order.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, { value, expiresAt });
  }

  async function load(key: string, loader: () => Promise<Loaded<V>>): Promise<V> {
    const started = generation;
    const now = clock.now().getTime();
    const { value, validUntil } = await loader();
    const nextMidnight = startOfBangkokDay(new Date(now)).getTime() + DAY;
    const expiresAt = Math.min(now + maxAge, nextMidnight, validUntil?.getTime() ?? Infinity);
    if (value !== null && generation === started) store(key, value, expiresAt);
    return value;
  }

  return {
    get(key, loader) {
      const hit = entries.get(key);
      if (hit && clock.now().getTime() < hit.expiresAt) return Promise.resolve(hit.value);
      const running = loading.get(key);
      if (running) return running;
      const started = load(key, loader).finally(() => {
        if (loading.get(key) === started) loading.delete(key);
      });
      loading.set(key, started);
      return started;
    },
    clear() {
      generation += 1;
      entries.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
