import { EventEmitter } from 'node:events';
import type { YeekeeStreamEvent } from '@ug99/contract';
import { closeRedis, keepSubscribed } from '#shared/redis.ts';
import type { RedisLink } from '#shared/redis.ts';

/**
 * The yeekee live feed's fan-out (docs/YEEKEE.md#the-live-feed). Without REDIS_URL an event reaches the
 * streams of this process; with it, every event goes through one Redis channel, so a shot accepted by
 * instance A reaches a client connected to instance B. Events are only published after their
 * transaction commits; streams reorder and fill gaps by seq themselves (stream.ts).
 *
 * While Redis is away (docs/OPERATIONS.md#redis) nothing waits on it: an event goes straight to this
 * process's streams, and `deaf()` tells the round broadcasters to read the database every second for
 * what the other instances do.
 */
export type YeekeeFeed = {
  publish(roundId: number, event: YeekeeStreamEvent): Promise<void>;
  /** Calls `listener` with every event of the round until the returned function is called. */
  subscribe(roundId: number, listener: (event: YeekeeStreamEvent) => void): () => void;
  /** Resolves once the feed receives what is published (Redis: once subscribed). */
  ready(): Promise<void>;
  /** True while other instances' events cannot arrive (Redis away): readers poll the database. */
  deaf(): boolean;
  close(): Promise<void>;
};

type Wire = { round_id: number; event: YeekeeStreamEvent };

function createLocalFanOut() {
  const emitter = new EventEmitter();
  // One listener per open stream: thousands on a busy round are expected, not a leak.
  emitter.setMaxListeners(0);
  return {
    emit: (roundId: number, event: YeekeeStreamEvent) => emitter.emit(String(roundId), event),
    subscribe(roundId: number, listener: (event: YeekeeStreamEvent) => void) {
      emitter.on(String(roundId), listener);
      return () => void emitter.off(String(roundId), listener);
    },
  };
}

/** The feeds of this process, so publishYeekeeEvent reaches them without holding an app. */
const feeds = new Set<YeekeeFeed & { redis: boolean }>();

export function createYeekeeFeed(options: {
  redis?: RedisLink | undefined;
  onError?: (err: unknown) => void;
}): YeekeeFeed {
  const local = createLocalFanOut();
  const onError = options.onError ?? (() => {});
  const link = options.redis;
  if (!link) {
    const feed = {
      redis: false,
      async publish(roundId: number, event: YeekeeStreamEvent) {
        local.emit(roundId, event);
      },
      subscribe: local.subscribe,
      ready: async () => {},
      deaf: () => false,
      async close() {
        feeds.delete(feed);
      },
    };
    feeds.add(feed);
    return feed;
  }

  const channel = link.name('yeekee:feed');
  // A connection in subscriber mode can do nothing else, hence two.
  const publisher = link.connect();
  const subscriber = link.connect();
  const { availability } = link;
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const wire = JSON.parse(message) as Wire;
      local.emit(wire.round_id, wire.event);
    } catch (err) {
      onError(err);
    }
  });
  const subscription = keepSubscribed(link, subscriber, channel, onError);
  const feed = {
    redis: true,
    async publish(roundId: number, event: YeekeeStreamEvent) {
      if (!availability.isUp()) return void local.emit(roundId, event);
      try {
        await publisher.publish(channel, JSON.stringify({ round_id: roundId, event } satisfies Wire));
      } catch {
        // Not through Redis within its timeout: this instance's streams get it directly (they drop a
        // shot they already have, should the publish still arrive).
        local.emit(roundId, event);
      }
    },
    subscribe: local.subscribe,
    ready: () => subscription.ready,
    deaf: () => !availability.isUp(),
    async close() {
      feeds.delete(feed);
      subscription.stop();
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
  feeds.add(feed);
  return feed;
}

/**
 * Publishes a round's event ('closed', 'result') from code that holds no app, such as the close job:
 * once through Redis when this process uses it (Redis brings it back to every instance, this one
 * included), and straight to every in-process feed otherwise. Call it after the change has committed.
 */
export async function publishYeekeeEvent(roundId: number, event: YeekeeStreamEvent): Promise<void> {
  const all = [...feeds];
  const throughRedis = all.find((f) => f.redis);
  await Promise.all([
    ...(throughRedis ? [throughRedis.publish(roundId, event)] : []),
    ...all.filter((f) => !f.redis).map((f) => f.publish(roundId, event)),
  ]);
}
