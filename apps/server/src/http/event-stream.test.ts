import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#logger';
import { registry } from '#shared/metrics/registry.ts';
import { openEventStream } from './event-stream.ts';
import { registerLifecycle } from './lifecycle.ts';

describe('event streams', () => {
  const lines: { msg?: string }[] = [];
  // Widened like app.ts does: Fastify's types follow the logger's.
  const loggerInstance: FastifyBaseLogger = createLogger('info', {
    write: (line: string) => void lines.push(JSON.parse(line)),
  });
  const app = Fastify({ loggerInstance });
  // Every stream is known to the instance's stop (http/lifecycle.ts).
  const lifecycle = registerLifecycle(app);
  let lateWrite: Promise<void> | undefined;
  app.get('/stream', async (req, reply) => {
    const sink = openEventStream(req, reply, () => undefined);
    sink.write(Buffer.from('data: 1\n\n'));
    sink.end();
    // A write that comes too late (a publisher racing the end): Node answers it with an 'error' event on
    // the response, on the next tick, which without a listener would end the process.
    sink.write(Buffer.from('data: 2\n\n'));
    lateWrite = new Promise((resolve) => setImmediate(resolve));
  });
  app.get('/open', async (req, reply) => {
    openEventStream(req, reply, () => undefined).write(Buffer.from('data: hello\n\n'));
  });
  let url: string;
  beforeAll(async () => {
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  const openStreams = async () => {
    const line = (await registry.metrics())
      .split('\n')
      .find((l) => l.startsWith('ug99_sse_clients{route="/open"}'));
    return Number(line?.split(' ')[1] ?? 0);
  };

  it('hears the error of a write after its end instead of letting it end the process', async () => {
    const res = await fetch(`${url}/stream`);
    expect(await res.text()).toBe('data: 1\n\n');
    await lateWrite;
    expect(lines.filter((l) => l.msg === 'event stream ended by a write error')).toHaveLength(1);
    expect(app.server.listening).toBe(true);
  });

  it('counts open streams, and ends them with a reconnect hint when the instance stops', async () => {
    const res = await fetch(`${url}/open`);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    expect(text).toBe('data: hello\n\n');
    expect(await openStreams()).toBe(1);
    expect(lifecycle.endStreams()).toBe(1);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += decoder.decode(chunk.value);
    }
    // The browser's EventSource reconnects after a second, to an instance that is ready.
    expect(text).toBe('data: hello\n\nretry: 1000\n\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await openStreams()).toBe(0);
  });
});
