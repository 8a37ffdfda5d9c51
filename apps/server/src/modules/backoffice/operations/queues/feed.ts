import { EventEmitter } from 'node:events';
import type { QueueEvent } from '@ug99/contract';
import { closeRedis, keepSubscribed } from '#shared/redis.ts';
import type { RedisLink } from '#shared/redis.ts';

/**
 * The queues' live feed (docs/BACKOFFICE.md#queues), built like the member event bus and the yeekee feed
 * (docs/ARCHITECTURE.md#live-events): without REDIS_URL an event reaches this process's streams; with it,
 * every event goes through one Redis channel, so a decision taken on instance A reaches an operator whose
 * screen is connected to instance B. Publishing never waits and never throws: it runs after the decision
 * has committed and must not fail it.
 */
export type QueueFeed = {
  publish(event: QueueEvent): void;
  /** Delivers to this process's listeners only (the arrivals watcher: every instance runs its own). */
  emitLocal(event: QueueEvent): void;
  subscribe(listener: (event: QueueEvent) => void): () => void;
  /** Resolves once published events arrive here (Redis: once subscribed). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

export function createQueueFeed(options: {
  redis?: RedisLink | undefined;
  onError?: (err: unknown) => void;
}): QueueFeed {
  const emitter = new EventEmitter();
  // One listener per open operator screen.
  emitter.setMaxListeners(0);
  const onError = options.onError ?? (() => {});
  const emitLocal = (event: QueueEvent) => {
    try {
      emitter.emit('event', event);
    } catch (err) {
      onError(err);
    }
  };
  const subscribe = (listener: (event: QueueEvent) => void) => {
    emitter.on('event', listener);
    return () => void emitter.off('event', listener);
  };
  const link = options.redis;
  if (!link) {
    return { publish: emitLocal, emitLocal, subscribe, ready: async () => {}, close: async () => {} };
  }

  const channel = link.name('backoffice:queues');
  // A connection in subscriber mode can do nothing else, hence two.
  const publisher = link.connect();
  const subscriber = link.connect();
  const { availability } = link;
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      emitLocal(JSON.parse(message) as QueueEvent);
    } catch (err) {
      onError(err);
    }
  });
  const subscription = keepSubscribed(link, subscriber, channel, onError);
  return {
    publish(event) {
      // While Redis is away (docs/OPERATIONS.md#redis) this instance's screens still get it; the others'
      // re-read their queues when they reconnect.
      if (!availability.isUp()) return emitLocal(event);
      publisher.publish(channel, JSON.stringify(event)).catch(() => emitLocal(event));
    },
    emitLocal,
    subscribe,
    ready: () => subscription.ready,
    async close() {
      subscription.stop();
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}
