import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { trackUnusedConnections } from './lifecycle.ts';

/** A raw connection to `port`, once open; `closed` resolves when the server ends it. */
async function openConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, closed };
}

describe('connections on which no request has begun', () => {
  it('are ended by destroy(); a connection with a request in flight is left to finish', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    let answer!: () => void;
    const server = createServer((_req, res) => {
      answer = () => res.end('done');
      arrive();
    });
    const unused = trackUnusedConnections(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const idle = await openConnection(port);
    const busy = await openConnection(port);
    let reply = '';
    busy.socket.setEncoding('utf8').on('data', (chunk: string) => (reply += chunk));
    busy.socket.write('GET / HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n');
    await arrived;

    unused.destroy();
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
    await idle.closed;
    expect(busy.socket.destroyed).toBe(false);
    answer();
    await busy.closed;
    expect(reply).toContain('done');
    await stopped;
  });

  it("never hold the app's close open (Node counts them as busy until its 60 s headers timeout)", async () => {
    const t = await createTestApp(testDatabases()[0]!);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const idle = await openConnection(port);
    await t.close();
    await idle.closed;
    expect(idle.socket.destroyed).toBe(true);
  });
});
