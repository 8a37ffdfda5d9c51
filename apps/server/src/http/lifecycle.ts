import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { RETRY_BYTES } from './event-stream.ts';

/**
 * The instance's stop (docs/OPERATIONS.md#drain). On SIGTERM main.ts first calls `startDraining`:
 * /api/ready answers 503 and every answer carries `Connection: close`, so load balancers and kept-alive
 * connections move to other instances while this one still serves. Then the port closes (Fastify's
 * close waits for the requests in flight) and `endStreams` ends the open event streams with a
 * reconnect hint: the browser's EventSource reconnects within a second, to an instance that is ready.
 */
export type Lifecycle = {
  draining(): boolean;
  startDraining(): void;
  /** An event stream registers how to end it; the answer unregisters it when the stream closes. */
  trackStream(end: (farewell: Buffer) => void): () => void;
  /** Ends every open stream with `retry:` (reconnect after 1 s); answers how many there were. */
  endStreams(): number;
};

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

function createLifecycle(): Lifecycle {
  let draining = false;
  const streams = new Set<(farewell: Buffer) => void>();
  return {
    draining: () => draining,
    startDraining() {
      draining = true;
    },
    trackStream(end) {
      streams.add(end);
      return () => streams.delete(end);
    },
    endStreams() {
      const open = [...streams];
      streams.clear();
      for (const end of open) end(RETRY_BYTES);
      return open.length;
    },
  };
}

export function registerLifecycle(app: FastifyInstance): Lifecycle {
  const lifecycle = createLifecycle();
  app.decorate('lifecycle', lifecycle);
  app.addHook('onSend', async (_req, reply) => {
    if (lifecycle.draining()) reply.header('connection', 'close');
  });
  const unused = trackUnusedConnections(app.server);
  // Streams never end by themselves: without this, closing the app would wait on them forever.
  app.addHook('preClose', async () => {
    lifecycle.endStreams();
    unused.destroy();
  });
  return lifecycle;
}

/**
 * The connections on which no request has begun: a browser's preconnect, or a spare socket an HTTP client
 * opened for a request that another of its connections then took. Node counts them as busy, so a port's
 * close() (which ends idle kept-alive connections itself) would wait on them until its headers timeout,
 * 60 s; the stop ends them too (docs/OPERATIONS.md#drain). Each server calls `destroy()` just before
 * closing its port.
 */
export function trackUnusedConnections(server: Server): { destroy(): void } {
  const unused = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  server.on('request', (req: { socket: Socket }) => unused.delete(req.socket));
  return {
    destroy() {
      for (const socket of unused) socket.destroy();
      unused.clear();
    },
  };
}
