import type { FastifyReply, FastifyRequest } from 'fastify';
import { sseClientOpened } from '#shared/metrics/runtime.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

/**
 * Server-sent event streams (the yeekee feed, the member's live events; docs/ARCHITECTURE.md#live-events).
 * The bytes every stream shares, and the one way a route turns its reply into a stream.
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
