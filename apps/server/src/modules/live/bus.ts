import { EventEmitter } from 'node:events';
import type { MemberEvent } from '@ug99/contract';
import { closeRedis } from '#shared/redis.ts';
import type { RedisLink } from '#shared/redis.ts';

/**
 * The member event bus (docs/ARCHITECTURE.md#live-events): `publish(memberId, event)` reaches every
 * stream of that member. Without REDIS_URL it stays in this process; with it, each member has a Redis
 * channel that an instance subscribes to only while it holds a stream of that member, so an event
 * published by instance A reaches a client connected to instance B, and an instance receives only the
 * events of its own clients. Publishing is fire-and-forget: it never waits and never throws, because it
 * runs after money has committed and must neither slow nor fail that path.
 */
export type MemberEventBus = {
  publish(memberId: number, event: MemberEvent): void;
  /** `listener` gets the member's events until `close`; `ready` resolves once they can arrive. */
  subscribe(memberId: number, listener: (event: MemberEvent) => void): MemberSubscription;
  close(): Promise<void>;
};

export type MemberSubscription = { ready: Promise<void>; close(): void };

function createLocalFanOut(onError: (err: unknown) => void) {
  const emitter = new EventEmitter();
  // One listener per open stream; a member with many tabs is not a leak.
  emitter.setMaxListeners(0);
  return {
    // In-process, listeners run in the publisher's call: a stream's fault must not reach the money path.
    emit(memberId: number, event: MemberEvent) {
      try {
        emitter.emit(String(memberId), event);
      } catch (err) {
        onError(err);
      }
    },
    on(memberId: number, listener: (event: MemberEvent) => void) {
      emitter.on(String(memberId), listener);
      return () => void emitter.off(String(memberId), listener);
    },
    count: (memberId: number) => emitter.listenerCount(String(memberId)),
  };
}

function createRedisBus(link: RedisLink, onError: (err: unknown) => void): MemberEventBus {
  const local = createLocalFanOut(onError);
  // A connection in subscriber mode can do nothing else, hence two.
  const publisher = link.connect();
  const subscriber = link.connect();
  const { availability } = link;
  const prefix = link.name('member:');
  const channelOf = (memberId: number) => `${prefix}${memberId}:events`;
  subscriber.on('message', (channel: string, message: string) => {
    const memberId = channel.startsWith(prefix)
      ? /^(\d+):events$/.exec(channel.slice(prefix.length))?.[1]
      : undefined;
    if (!memberId) return;
    try {
      local.emit(Number(memberId), JSON.parse(message) as MemberEvent);
    } catch (err) {
      onError(err);
    }
  });
  /** The channels this instance is subscribed to, with the command that did it. */
  const subscribed = new Map<number, Promise<void>>();

  return {
    publish(memberId, event) {
      // While Redis is away (docs/OPERATIONS.md#redis) this instance's streams still get it; balances
      // are states, and a page elsewhere shows the next one or its own read.
      if (!availability.isUp()) return local.emit(memberId, event);
      publisher.publish(channelOf(memberId), JSON.stringify(event)).catch(() => local.emit(memberId, event));
    },
    subscribe(memberId, listener) {
      const off = local.on(memberId, listener);
      let ready = subscribed.get(memberId);
      if (!ready) {
        const subscribing = subscriber.subscribe(channelOf(memberId)).then(() => undefined);
        subscribing.catch((err: unknown) => {
          // The next stream of this member tries again instead of inheriting the failure.
          if (subscribed.get(memberId) === subscribing) subscribed.delete(memberId);
          onError(err);
        });
        subscribed.set(memberId, subscribing);
        ready = subscribing;
      }
      let closed = false;
      return {
        ready,
        close() {
          if (closed) return;
          closed = true;
          off();
          if (local.count(memberId) > 0) return;
          // Commands on one connection run in order, so a later SUBSCRIBE of this member wins over this.
          subscribed.delete(memberId);
          subscriber.unsubscribe(channelOf(memberId)).catch(onError);
        },
      };
    },
    async close() {
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}

function createLocalBus(onError: (err: unknown) => void): MemberEventBus {
  const local = createLocalFanOut(onError);
  return {
    publish: local.emit,
    subscribe(memberId, listener) {
      return { ready: Promise.resolve(), close: local.on(memberId, listener) };
    },
    close: async () => {},
  };
}

/** The buses of this process, so code that holds no app (services, operator commands) can publish. */
const inProcess = new Set<MemberEventBus>();
const throughRedis = new Set<MemberEventBus>();

export function createMemberEventBus(options: {
  redis?: RedisLink | undefined;
  onError?: (err: unknown) => void;
}): MemberEventBus {
  const link = options.redis;
  const onError = options.onError ?? (() => {});
  const bus = link ? createRedisBus(link, onError) : createLocalBus(onError);
  const registry = link ? throughRedis : inProcess;
  registry.add(bus);
  return {
    ...bus,
    async close() {
      registry.delete(bus);
      await bus.close();
    },
  };
}

/**
 * Publishes a member's event from anywhere in this process, after the change has committed: once
 * through Redis when an app here uses it (Redis brings it back to every instance, this one included),
 * and to every in-process bus otherwise. Without any bus (a command line without Redis) nobody here is
 * listening, and nothing happens. O(1) and synchronous: safe on the provider's hot path.
 */
export function publishMemberEvent(memberId: number, event: MemberEvent): void {
  for (const bus of throughRedis) {
    bus.publish(memberId, event);
    break;
  }
  for (const bus of inProcess) bus.publish(memberId, event);
}

/** Whether anything in this process could carry an event: without a bus, a publisher need not read first. */
export function hasMemberEventBus(): boolean {
  return throughRedis.size > 0 || inProcess.size > 0;
}
