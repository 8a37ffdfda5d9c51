import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '#logger';
import { openEventStream } from './event-stream.ts';

describe('event streams', () => {
  const lines: { msg?: string }[] = [];
  const app = Fastify({
    loggerInstance: createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) }),
  });
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
  afterAll(() => app.close());

  it('hears the error of a write after its end instead of letting it end the process', async () => {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${url}/stream`);
    expect(await res.text()).toBe('data: 1\n\n');
    await lateWrite;
    expect(lines.filter((l) => l.msg === 'event stream ended by a write error')).toHaveLength(1);
    expect(app.server.listening).toBe(true);
  });
});
