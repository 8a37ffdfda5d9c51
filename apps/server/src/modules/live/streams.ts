import type { MemberEvent } from '@ug99/contract';
import { KEEP_ALIVE_BYTES, KEEP_ALIVE_MS, RETRY_BYTES } from '#http/event-stream.ts';
import type { StreamSink } from '#http/event-stream.ts';
import type { MemberEventBus } from './bus.ts';

/**
 * The member event streams of this instance (docs/ARCHITECTURE.md#live-events): each open stream
 * subscribes to its member's events on the bus and writes each as one server-sent event; one timer
 * writes the keep-alive to every stream. A reader too slow to take its bytes is dropped: its browser
 * reconnects and the next balance event brings it up to date (balances are states, not a history to
 * replay, so events carry no id and nothing is resent).
 */

/** Unsent bytes past which a stream is dropped (a balance event is under 100 bytes). */
export const MAX_BUFFERED_BYTES = 64 * 1024;

export type MemberEventStreams = {
  /**
   * Resolves once the member's events reach the stream, and only then writes its first bytes (`retry:`),
   * so a client that has read them misses nothing published later.
   */
  open(memberId: number, sink: StreamSink): Promise<{ end(): void }>;
  /** Ends every open stream: app.close() must not wait for clients that never leave. */
  endAll(): void;
  count(): number;
};

export const encodeMemberEvent = (event: MemberEvent): Buffer =>
  Buffer.from(`data: ${JSON.stringify(event)}\n\n`);

export function createMemberEventStreams(bus: MemberEventBus): MemberEventStreams {
  const open = new Set<{ end(): void; sink: StreamSink }>();
  let keepAlive: NodeJS.Timeout | undefined;

  const stopKeepAliveWhenIdle = () => {
    if (open.size > 0 || !keepAlive) return;
    clearInterval(keepAlive);
    keepAlive = undefined;
  };
  const startKeepAlive = () => {
    if (keepAlive) return;
    keepAlive = setInterval(() => {
      for (const stream of open) stream.sink.write(KEEP_ALIVE_BYTES);
    }, KEEP_ALIVE_MS);
    keepAlive.unref();
  };

  return {
    async open(memberId, sink) {
      let ended = false;
      const stream = {
        sink,
        end() {
          if (ended) return;
          ended = true;
          subscription.close();
          open.delete(stream);
          stopKeepAliveWhenIdle();
          sink.end();
        },
      };
      const subscription = bus.subscribe(memberId, (event) => {
        if (ended) return;
        if (sink.buffered() > MAX_BUFFERED_BYTES) return stream.end();
        sink.write(encodeMemberEvent(event));
      });
      open.add(stream);
      startKeepAlive();
      try {
        await subscription.ready;
      } catch (err) {
        stream.end();
        throw err;
      }
      // The first bytes say "subscribed": a client that has read them misses nothing published later.
      if (!ended) sink.write(RETRY_BYTES);
      return stream;
    },
    endAll() {
      for (const stream of [...open]) stream.end();
    },
    count: () => open.size,
  };
}
