import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { QueueEvent } from '@ug99/contract';

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

const CHANNEL = 'ug99:backoffice:queues';

export function createQueueFeed(options: { redisUrl?: string; onError?: (err: unknown) => void }): QueueFeed {
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
  if (!options.redisUrl) {
    return { publish: emitLocal, emitLocal, subscribe, ready: async () => {}, close: async () => {} };
  }

  // A connection in subscriber mode can do nothing else, hence two.
  const publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      emitLocal(JSON.parse(message) as QueueEvent);
    } catch (err) {
      onError(err);
    }
  });
  const subscribed = subscriber.subscribe(CHANNEL).then(() => undefined);
  subscribed.catch(onError);
  return {
    publish(event) {
      publisher.publish(CHANNEL, JSON.stringify(event)).catch(onError);
    },
    emitLocal,
    subscribe,
    ready: () => subscribed,
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
