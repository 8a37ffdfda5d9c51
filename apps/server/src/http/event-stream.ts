import type { FastifyReply, FastifyRequest } from 'fastify';
import { sseClientOpened } from '#shared/metrics/runtime.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

/**
 * Server-sent event streams (the yeekee feed, the member's live events; docs/ARCHITECTURE.md#live-events).
 * The bytes every stream shares, the one way a route turns its reply into a stream, and the life of one
 * subscribed stream (the member's live events, an operator's queues).
 */

/** Asks an EventSource to reconnect after 1 s. */
export const RETRY_BYTES = Buffer.from('retry: 1000\n\n');
/** A comment line: keeps proxies and the browser from closing an idle connection. */
export const KEEP_ALIVE_BYTES = Buffer.from(': keep-alive\n\n');
/** How often an idle stream gets KEEP_ALIVE_BYTES; well under common proxy timeouts (60 s). */
export const KEEP_ALIVE_MS = 15_000;

export type StreamSink = {
  write(chunk: Buffer): void;
  /** Bytes written and not yet taken by the network. */
  buffered(): number;
  end(): void;
};

/**
 * Takes the reply over from Fastify and answers 200 text/event-stream; `onClose` runs when the client
 * goes. The stream ends only when the connection does, so its body needs no chunked framing: each write
 * is one plain socket write. `x-accel-buffering: no` lets it pass nginx unbuffered. While open it counts
 * in `ug99_sse_clients{route}`; when the instance stops it ends with a reconnect hint (http/lifecycle.ts).
 */
export function openEventStream(req: FastifyRequest, reply: FastifyReply, onClose: () => void): StreamSink {
  reply.hijack();
  const res = reply.raw;
  res.removeHeader('transfer-encoding');
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'close',
    'x-accel-buffering': 'no',
    [REQUEST_ID_HEADER]: req.id,
  });
  const closed = sseClientOpened(req.routeOptions.url ?? 'unmatched');
  const untrack = req.server.lifecycle.trackStream((farewell) => {
    res.write(farewell);
    res.end();
  });
  req.raw.on('close', () => {
    closed();
    untrack();
    onClose();
  });
  // The reply is ours now, not Fastify's: a write that fails (a socket reset under it) must not reach the
  // process as an unhandled 'error' event (docs/OPERATIONS.md). The stream just ends; `onClose` follows.
  res.on('error', (err) => {
    req.log.info({ err: { message: err.message } }, 'event stream ended by a write error');
    res.destroy();
  });
  return {
    write: (chunk) => void res.write(chunk),
    buffered: () => res.writableLength,
    end: () => res.end(),
  };
}

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
