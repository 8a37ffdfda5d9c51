import type { Availability } from '#shared/availability.ts';
import type { Counter, ThrottleStore } from './store.ts';

/**
 * The shared counters (Redis) while Redis answers, this process's own counters (memory) while it does
 * not (docs/OPERATIONS.md#redis): a limit check never waits on Redis longer than its command timeout and
 * never fails a login because Redis is away. What that costs while Redis is down: each instance counts
 * alone, so with N instances a limit of L attempts lets through up to N × L (each instance's own count
 * still starts at zero when Redis goes, and Redis's counts are where they were when it returns, or zero
 * after a restart). Shots use no counter: their 5-second slot is a database row (docs/YEEKEE.md#shooting).
 */
export function createFallbackThrottleStore(
  shared: ThrottleStore,
  local: ThrottleStore,
  availability: Availability,
): ThrottleStore {
  async function either<T>(use: (store: ThrottleStore) => Promise<T>): Promise<T> {
    if (!availability.isUp()) return use(local);
    try {
      return await use(shared);
    } catch {
      // No answer in time, or the connection just dropped (its listener tells the availability): this
      // call counts here instead.
      return use(local);
    }
  }
  return {
    hit: (key, windowMs): Promise<Counter> => either((s) => s.hit(key, windowMs)),
    peek: (key) => either((s) => s.peek(key)),
    release: (key) => either((s) => s.release(key)),
    reset: (key) => either((s) => s.reset(key)),
    async close() {
      await Promise.all([shared.close(), local.close()]);
    },
  };
}
