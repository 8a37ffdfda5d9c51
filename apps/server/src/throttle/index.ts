import type { Clock } from '#shared/clock.ts';
import type { RedisLink } from '#shared/redis.ts';
import { createFallbackThrottleStore } from './fallback-store.ts';
import { createMemoryThrottleStore } from './memory-store.ts';
import { createRedisThrottleStore } from './redis-store.ts';
import type { ThrottleStore } from './store.ts';

export type { Counter, ThrottleStore } from './store.ts';
export { createMemoryThrottleStore } from './memory-store.ts';
export { createRedisThrottleStore } from './redis-store.ts';
export { createFallbackThrottleStore } from './fallback-store.ts';
export { createMemberLimits } from './member-limits.ts';
export type { MemberLimits } from './member-limits.ts';

/**
 * Redis when REDIS_URL is set, so several instances share the limits, with this process's memory while
 * Redis is away (fallback-store.ts); otherwise this process's memory.
 */
export function createThrottleStore(redis: RedisLink | undefined, clock: Clock): ThrottleStore {
  const memory = createMemoryThrottleStore(clock);
  if (!redis) return memory;
  return createFallbackThrottleStore(createRedisThrottleStore(redis), memory, redis.availability);
}
