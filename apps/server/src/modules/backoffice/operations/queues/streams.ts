import type { QueueEvent } from '@ug99/contract';
import { KEEP_ALIVE_BYTES, KEEP_ALIVE_MS } from '#http/event-stream.ts';
import { openSubscribedStream } from '#http/subscribed-stream.ts';
import type { StreamSink } from '#http/event-stream.ts';
import type { QueueFeed } from './feed.ts';

/**
 * The operators' queue streams of this instance (docs/BACKOFFICE.md#queues): each open stream writes
 * every queue event as one server-sent event; one timer writes the keep-alive, and while any stream is
 * open, one watcher looks for new withdrawals and flagged deposits (see `watchArrivals`). Events are
 * hints to reload a row, not a history: nothing is replayed on reconnect.
 */

/** Unsent bytes past which a stream is dropped; its browser reconnects and reloads the queue. */
export const MAX_BUFFERED_BYTES = 64 * 1024;

export type QueueStreams = {
  /**
   * `stands`: whether the operator's session still stands; checked with each keep-alive. `wants`: the
   * events this operator may see (by default all).
   */
  open(
    sink: StreamSink,
    stands?: () => Promise<boolean>,
    wants?: (event: QueueEvent) => boolean,
  ): Promise<{ end(): void }>;
  endAll(): void;
  count(): number;
};

const encode = (event: QueueEvent) => Buffer.from(`data: ${JSON.stringify(event)}\n\n`);

export function createQueueStreams(
  feed: QueueFeed,
  watcher: { start(): Promise<void>; stop(): void },
): QueueStreams {
  const open = new Set<{ end(): void; sink: StreamSink; stands?: (() => Promise<boolean>) | undefined }>();
  let keepAlive: NodeJS.Timeout | undefined;

  const idle = () => {
    if (open.size > 0) return;
    if (keepAlive) clearInterval(keepAlive);
    keepAlive = undefined;
    watcher.stop();
  };
  const busy = () => {
    const watching = watcher.start();
    if (keepAlive) return watching;
    keepAlive = setInterval(() => {
      for (const stream of open) {
        stream.sink.write(KEEP_ALIVE_BYTES);
        // A session revoked, expired or idle since the stream opened ends it: the browser reconnects,
        // is refused, and goes to the login page. A failed check keeps the stream until the next one.
        void stream.stands?.().then(
          (stands) => stands || stream.end(),
          () => undefined,
        );
      }
    }, KEEP_ALIVE_MS);
    keepAlive.unref();
    return watching;
  };

  return {
    async open(sink, stands, wants) {
      const entry = { sink, stands, end: () => {} };
      return openSubscribedStream(sink, {
        maxBufferedBytes: MAX_BUFFERED_BYTES,
        subscribe: (send) => ({
          close: feed.subscribe((event) => {
            if (!wants || wants(event)) send(encode(event));
          }),
          ready: feed.ready(),
        }),
        opened(stream) {
          entry.end = stream.end;
          open.add(entry);
          return busy();
        },
        ended() {
          open.delete(entry);
          idle();
        },
      });
    },
    endAll() {
      for (const stream of [...open]) stream.end();
    },
    count: () => open.size,
  };
}
