import type { Clock } from '#shared/clock.ts';
import { createMemoryThrottleStore } from './memory-store.ts';
import { createRedisThrottleStore } from './redis-store.ts';
import type { ThrottleStore } from './store.ts';

export type { Counter, ThrottleStore } from './store.ts';
export { createMemoryThrottleStore } from './memory-store.ts';
export { createRedisThrottleStore } from './redis-store.ts';
export { createMemberLimits } from './member-limits.ts';
export type { MemberLimits } from './member-limits.ts';

/** Redis when REDIS_URL is set, so several instances share the limits; otherwise this process's memory. */
export function createThrottleStore(redisUrl: string | undefined, clock: Clock): ThrottleStore {
  return redisUrl ? createRedisThrottleStore(redisUrl) : createMemoryThrottleStore(clock);
}
