import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { closeRedis, keepSubscribed } from '#shared/redis.ts';
import type { RedisLink } from '#shared/redis.ts';

/**
 * Tells every instance that operator-managed content changed, so each clears its content caches
 * (docs/PERFORMANCE.md#content-caches). With REDIS_URL the message goes through a Redis channel that
 * every instance subscribes to, the sender included; without it, to this process's listeners only.
 * Publishing never throws and never waits on Redis: a change already committed must not fail because
 * Redis is away. While it is, the change is remembered and sent once Redis returns; and an instance
 * whose subscriber was cut off clears its own caches when it is back, since it may have missed a change
 * (docs/OPERATIONS.md#redis). Meanwhile caches age out within their maximum age.
 */
export type CacheInvalidation = {
  publish(): Promise<void>;
  /** `listener` runs on every change, this instance's and the others'; `ready` once they can arrive. */
  subscribe(listener: () => void): { ready: Promise<void> };
  close(): Promise<void>;
};

/** The channel's name in its Redis's namespace: `link.name(CACHE_INVALIDATION_CHANNEL)`. */
export const CACHE_INVALIDATION_CHANNEL = 'content-cache:invalidate';

function createLocalInvalidation(): CacheInvalidation {
  const emitter = new EventEmitter();
  return {
    async publish() {
      emitter.emit('change');
    },
    subscribe(listener) {
      emitter.on('change', listener);
      return { ready: Promise.resolve() };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

function createRedisInvalidation(link: RedisLink, onError: (err: unknown) => void): CacheInvalidation {
  const listeners = new Set<() => void>();
  const { availability } = link;
  // Connected from the start, like the link's other connections, so Redis counts as back only once this
  // one is ready too. Made at the first send instead (often the change left unsent while Redis was away),
  // its connecting counted in that send's 500 ms command timeout, which a loaded instance can overrun.
  const publisher = link.connect();
  let subscriber: Redis | undefined;
  let subscription: { ready: Promise<void>; stop(): void } | undefined;
  /** A change that could not be sent: sent again when Redis returns (one message covers any number). */
  let unsent = false;
  const notify = () => {
    for (const l of listeners) l();
  };
  const send = async () => {
    try {
      await publisher.publish(link.name(CACHE_INVALIDATION_CHANNEL), String(Date.now()));
      unsent = false;
    } catch (err) {
      unsent = true;
      // Redis away is said once by its availability; anything else is worth a line.
      if (availability.isUp()) onError(err);
    }
  };
  const stopWatching = availability.onReturn(() => {
    // This instance may have missed another's change while cut off, and its own may not have gone out.
    notify();
    if (unsent) void send();
  });
  return {
    async publish() {
      if (!availability.isUp()) {
        unsent = true;
        return;
      }
      await send();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!subscription) {
        // A connection in subscriber mode can do nothing else, hence its own.
        const connection = link.connect({ lazyConnect: true });
        subscriber = connection;
        connection.on('message', notify);
        subscription = keepSubscribed(link, connection, link.name(CACHE_INVALIDATION_CHANNEL), onError);
      }
      return { ready: subscription.ready };
    },
    async close() {
      stopWatching();
      subscription?.stop();
      listeners.clear();
      await Promise.all([closeRedis(publisher), subscriber && closeRedis(subscriber)]);
    },
  };
}

/** `redis` is the app's link (app.ts); without one, the changes stay in this process. */
export function createCacheInvalidation(
  redis: RedisLink | undefined,
  onError: (err: unknown) => void,
): CacheInvalidation {
  return redis ? createRedisInvalidation(redis, onError) : createLocalInvalidation();
}
