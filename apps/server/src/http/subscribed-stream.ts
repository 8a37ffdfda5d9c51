import type { FastifyReply, FastifyRequest } from 'fastify';
import { openEventStream, RETRY_BYTES } from './event-stream.ts';
import type { StreamSink } from './event-stream.ts';

// The life of one subscribed event stream, shared by the member's live events and the operators' queue
// stream (docs/ARCHITECTURE.md#live-events): served on a route's reply, fed by a subscription.

/**
 * Answers the request with the event stream `subscribe` opens on its sink: a client gone before the
 * subscription is ready has its stream ended at once. A subscription that fails (the bus unreachable) is
 * logged with `failure` and ends the reply; the client reconnects after its `retry`.
 */
export async function serveEventStream(
  req: FastifyRequest,
  reply: FastifyReply,
  subscribe: (sink: StreamSink) => Promise<{ end(): void }>,
  failure: string,
): Promise<void> {
  let stream: { end(): void } | undefined;
  let gone = false;
  const sink = openEventStream(req, reply, () => {
    gone = true;
    stream?.end();
  });
  try {
    stream = await subscribe(sink);
  } catch (err) {
    req.log.warn({ err }, failure);
    sink.end();
    return;
  }
  if (gone) stream.end();
}

/**
 * One stream of events on `sink` (the member's live events, an operator's queues): `subscribe` hands each
 * event's bytes to `send` and answers how to stop and when the events reach this instance. A reader more
 * than `maxBufferedBytes` behind is dropped; its browser reconnects. `opened` keeps the stream among its
 * set (and answers anything more to wait for), `ended` forgets it, once, before the sink ends. Resolves once
 * all is ready, and only then writes the first bytes (`retry:`), so a client that has read them misses
 * nothing published later; a failed subscription ends the stream and rejects.
 */
export async function openSubscribedStream(
  sink: StreamSink,
  options: {
    maxBufferedBytes: number;
    subscribe(send: (bytes: Buffer) => void): { ready: Promise<unknown>; close(): void };
    opened(stream: { end(): void }): Promise<unknown> | void;
    ended(): void;
  },
): Promise<{ end(): void }> {
  let ended = false;
  const stream = {
    end() {
      if (ended) return;
      ended = true;
      subscription.close();
      options.ended();
      sink.end();
    },
  };
  const subscription = options.subscribe((bytes) => {
    if (ended) return;
    if (sink.buffered() > options.maxBufferedBytes) return stream.end();
    sink.write(bytes);
  });
  const more = options.opened(stream);
  try {
    await Promise.all([subscription.ready, more]);
  } catch (err) {
    stream.end();
    throw err;
  }
  if (!ended) sink.write(RETRY_BYTES);
  return stream;
}
