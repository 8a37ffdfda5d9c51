import type { MemberEvent } from '@ug99/contract';
import { KEEP_ALIVE_BYTES, KEEP_ALIVE_MS } from '#http/event-stream.ts';
import { openSubscribedStream } from '#http/subscribed-stream.ts';
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
      const entry = { sink, end: () => {} };
      return openSubscribedStream(sink, {
        maxBufferedBytes: MAX_BUFFERED_BYTES,
        subscribe: (send) => bus.subscribe(memberId, (event) => send(encodeMemberEvent(event))),
        opened(stream) {
          entry.end = stream.end;
          open.add(entry);
          startKeepAlive();
        },
        ended() {
          open.delete(entry);
          stopKeepAliveWhenIdle();
        },
      });
    },
    endAll() {
      for (const stream of [...open]) stream.end();
    },
    count: () => open.size,
  };
}
