import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * Tells every instance that operator-managed content changed, so each clears its content caches
 * (docs/PERFORMANCE.md#content-caches). With REDIS_URL the message goes through a Redis channel that
 * every instance subscribes to, the sender included; without it, to this process's listeners only.
 * Publishing never throws: a change already committed must not fail because Redis is away (caches
 * then age out within their maximum age).
 */
export type CacheInvalidation = {
  publish(): Promise<void>;
  /** `listener` runs on every change, this instance's and the others'; `ready` once they can arrive. */
  subscribe(listener: () => void): { ready: Promise<void> };
  close(): Promise<void>;
};

export const CACHE_INVALIDATION_CHANNEL = 'ug99:content-cache:invalidate';

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

function createRedisInvalidation(redisUrl: string, onError: (err: unknown) => void): CacheInvalidation {
  const listeners = new Set<() => void>();
  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  let subscribed: Promise<void> | undefined;
  const connect = () => {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true });
    redis.on('error', onError);
    return redis;
  };
  return {
    async publish() {
      publisher ??= connect();
      await publisher.publish(CACHE_INVALIDATION_CHANNEL, String(Date.now())).catch(onError);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!subscribed) {
        // A connection in subscriber mode can do nothing else, hence its own.
        const connection = connect();
        subscriber = connection;
        connection.on('message', () => {
          for (const l of listeners) l();
        });
        subscribed = connection.subscribe(CACHE_INVALIDATION_CHANNEL).then(
          () => undefined,
          (err: unknown) => onError(err),
        );
      }
      return { ready: subscribed };
    },
    async close() {
      listeners.clear();
      await Promise.all([
        publisher?.quit().catch(() => undefined),
        subscriber?.quit().catch(() => undefined),
      ]);
    },
  };
}

export function createCacheInvalidation(
  redisUrl: string | undefined,
  onError: (err: unknown) => void,
): CacheInvalidation {
  return redisUrl ? createRedisInvalidation(redisUrl, onError) : createLocalInvalidation();
}
