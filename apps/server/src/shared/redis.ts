import { Redis } from 'ioredis';
import { DEFAULT_REDIS_NAMESPACE } from '#config';
import { createAvailability } from './availability.ts';
import type { Availability, AvailabilityLog } from './availability.ts';

/**
 * Every Redis connection of the server is made here (docs/OPERATIONS.md#redis), so that each one:
 *
 * - has an 'error' listener (ioredis prints "Unhandled error event" for each failed reconnect otherwise),
 *   and reports to one `Availability` per process, which writes one warning when Redis goes and one
 *   line when every connection is back;
 * - never makes a caller wait longer than REDIS_COMMAND_TIMEOUT_MS: a command that has no answer by then
 *   fails, and callers that can do without Redis (limits, feeds) skip it while it is known to be down;
 * - reconnects by itself, every 100 ms growing to every 2 s, for as long as the process lives.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

export type RedisLink = {
  readonly url: string;
  /** `name('member:7:events')` is `ug99:member:7:events` in the default namespace. */
  name(suffix: string): string;
  readonly availability: Availability;
  /** A new connection (a subscriber needs one of its own). */
  connect(opts?: { lazyConnect?: boolean }): Redis;
};

export function createRedisLink(
  url: string,
  log?: AvailabilityLog,
  namespace: string = DEFAULT_REDIS_NAMESPACE,
): RedisLink {
  const availability = createAvailability('Redis', log);
  /** The connections that failed and have not been ready since: Redis is back when none is left. */
  const failing = new Set<Redis>();
  return {
    url,
    name: (suffix) => `${namespace}:${suffix}`,
    availability,
    connect(opts = {}) {
      const redis = new Redis(url, {
        lazyConnect: opts.lazyConnect ?? false,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        connectTimeout: 2_000,
        maxRetriesPerRequest: 1,
        retryStrategy: (times) => Math.min(times * 100, 2_000),
      });
      redis.on('error', (err) => {
        failing.add(redis);
        availability.down(err);
      });
      redis.on('ready', () => {
        failing.delete(redis);
        if (failing.size === 0) availability.up();
      });
      // Closed for good (quit): it no longer counts either way.
      redis.on('end', () => failing.delete(redis));
      return redis;
    },
  };
}

/** Closes a connection whether or not Redis answers: QUIT when it can, else the socket at once. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  await redis.quit().catch(() => redis.disconnect());
}

/**
 * A channel subscription that outlives Redis: `ready` resolves once subscribed, or once the attempt
 * failed (the caller serves meanwhile without the channel: an instance can start while Redis is down),
 * and the channel is subscribed again each time Redis returns (a second SUBSCRIBE is harmless).
 */
export function keepSubscribed(
  link: RedisLink,
  subscriber: Redis,
  channel: string,
  onError: (err: unknown) => void,
): { ready: Promise<void>; stop(): void } {
  const attempt = () =>
    subscriber.subscribe(channel).then(
      () => undefined,
      (err: unknown) => {
        // Redis away has its one warning; anything else is worth a line.
        if (link.availability.isUp()) onError(err);
      },
    );
  const ready = attempt();
  const stop = link.availability.onReturn(() => void attempt());
  return { ready, stop };
}
