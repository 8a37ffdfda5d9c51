import type { Clock } from '#shared/clock.ts';
import type { Counter, ThrottleStore } from './store.ts';

/** Past this many keys, expired ones are swept so a flood of addresses cannot grow memory for ever. */
const SWEEP_ABOVE = 10_000;

/** For a single server instance (no REDIS_URL): counters live and die with the process. */
export function createMemoryThrottleStore(clock: Clock): ThrottleStore {
  const windows = new Map<string, { count: number; resetAt: number }>();

  const live = (key: string, now: number) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };

  const sweep = (now: number) => {
    if (windows.size <= SWEEP_ABOVE) return;
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  };

  return {
    async hit(key, windowMs): Promise<Counter> {
      const now = clock.now().getTime();
      sweep(now);
      const entry = live(key, now) ?? { count: 0, resetAt: now + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - now };
    },
    async peek(key) {
      const now = clock.now().getTime();
      const entry = live(key, now);
      return entry && { count: entry.count, resetInMs: entry.resetAt - now };
    },
    async release(key) {
      const entry = live(key, clock.now().getTime());
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}
