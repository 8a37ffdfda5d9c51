import { closeRedis } from '#shared/redis.ts';
import type { RedisLink } from '#shared/redis.ts';
import type { Counter, ThrottleStore } from './store.ts';

/** Count and start the window in one round trip, atomically, whichever instance gets there first. */
const HIT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if n == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}
`;

/** One hit back, only while the window lasts: DECR on an expired key would make one without an end. */
const RELEASE = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0
`;

/** Counters shared by every server instance, so limits hold however many are running (REDIS_URL). */
export function createRedisThrottleStore(link: RedisLink): ThrottleStore {
  const prefix = link.name('throttle:');
  const redis = link.connect();
  const k = (key: string) => `${prefix}${key}`;
  return {
    async hit(key, windowMs): Promise<Counter> {
      const [count, ttl] = (await redis.eval(HIT, 1, k(key), String(windowMs))) as [number, number];
      return { count, resetInMs: ttl };
    },
    async peek(key) {
      const replies = (await redis.multi().get(k(key)).pttl(k(key)).exec()) ?? [];
      const failed = replies.find(([err]) => err)?.[0];
      if (failed) throw failed;
      const value = replies[0]?.[1] as string | null | undefined;
      const ttl = Number(replies[1]?.[1] ?? -2);
      if (value === null || value === undefined || ttl <= 0) return undefined;
      return { count: Number(value), resetInMs: ttl };
    },
    async release(key) {
      await redis.eval(RELEASE, 1, k(key));
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async close() {
      await closeRedis(redis);
    },
  };
}
