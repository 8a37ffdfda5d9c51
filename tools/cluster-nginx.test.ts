import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the cluster script, without type declarations
import { nginxConfig } from '../scripts/cluster/nginx-conf.mjs';

// The nginx configuration of `npm run cluster` (scripts/cluster/nginx-conf.mjs), run by the real nginx in
// front of two stand-in instances: requests alternate between them, X-Forwarded-For is the address nginx
// saw whatever the client sent, and a live feed's event reaches the client while its response is still
// open. Skipped where nginx is not installed (CI installs it). nginx 1.22 happens to pass a small event on
// even with buffering on, so the feed location's settings are also checked in the text itself.

const hasNginx = spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;

type Seen = { instance: number; forwardedFor: string | undefined; proto: string | undefined };

function standIn(instance: number, seen: Seen[]): Promise<Server> {
  const server = createServer((req, res) => {
    seen.push({
      instance,
      forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
      proto: req.headers['x-forwarded-proto'] as string | undefined,
    });
    if (req.url?.startsWith('/api/lotto/yeekee/stream')) {
      // One event now; the response stays open like a live feed's.
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: {"type":"closed"}\n\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ instance }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.runIf(hasNginx)("npm run cluster's nginx configuration", () => {
  const seen: Seen[] = [];
  let instances: Server[] = [];
  let nginx: ChildProcess;
  let dir: string;
  let base: string;
  let listenPort: number;
  let instancePorts: number[];

  beforeAll(async () => {
    instances = await Promise.all([standIn(1, seen), standIn(2, seen)]);
    dir = mkdtempSync(path.join(tmpdir(), 'ug99-nginx-test-'));
    listenPort = await freePort();
    instancePorts = instances.map((s) => (s.address() as AddressInfo).port);
    const conf = path.join(dir, 'nginx.conf');
    writeFileSync(conf, nginxConfig({ dir, listenHost: '127.0.0.1', listenPort, instancePorts }));
    nginx = spawn('nginx', ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    base = `http://127.0.0.1:${listenPort}`;
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`${base}/ready`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('nginx did not start');
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    await Promise.all(instances.map((s) => new Promise((resolve) => s.close(resolve))));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('sends requests to the instances in turn', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 4; i++)
      answers.push(((await (await fetch(`${base}/api/x`)).json()) as { instance: number }).instance);
    expect(new Set(answers)).toEqual(new Set([1, 2]));
    expect(answers[0]).not.toBe(answers[1]);
  });

  it('replaces a client-sent X-Forwarded-For with the address nginx saw, and says the scheme', async () => {
    seen.length = 0;
    await fetch(`${base}/api/x`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(seen).toEqual([{ instance: expect.any(Number), forwardedFor: '127.0.0.1', proto: 'http' }]);
  });

  it('writes the live-feed location unbuffered, with a long read timeout', () => {
    const text: string = nginxConfig({
      dir: '/x',
      listenHost: '127.0.0.1',
      listenPort: 1,
      instancePorts: [2],
    });
    const feeds = text.slice(
      text.indexOf('location ~ ^/api/(.+/stream|member/events)$'),
      text.indexOf('location / {'),
    );
    expect(feeds).toContain('proxy_buffering off;');
    expect(feeds).toContain('proxy_read_timeout 1h;');
    expect(feeds).toContain('proxy_http_version 1.1;');
  });

  it("passes a live feed's event on while the response is still open", async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/lotto/yeekee/stream?round_id=1`, { signal: controller.signal });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const first = await Promise.race([
      reader.read().then((r) => r.value ?? ''),
      new Promise<string>((resolve) => setTimeout(() => resolve('(nothing within 2 s)'), 2_000)),
    ]);
    expect(first).toContain('data: {"type":"closed"}');
    controller.abort();
  });

  it('sends nothing new to an instance that is not ready, after a reload, and all of them when none is', async () => {
    const conf = path.join(dir, 'nginx.conf');
    const args = ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')];
    const reload = async (notReady: number[]) => {
      writeFileSync(conf, nginxConfig({ dir, listenHost: '127.0.0.1', listenPort, instancePorts, notReady }));
      // A reload signalled while nginx still starts the workers of the one before may be refused: again.
      let signalled = spawnSync('nginx', [...args, '-s', 'reload'], { encoding: 'utf8' });
      for (let i = 0; i < 10 && signalled.status !== 0; i++) {
        await new Promise((r) => setTimeout(r, 200));
        signalled = spawnSync('nginx', [...args, '-s', 'reload'], { encoding: 'utf8' });
      }
      expect(signalled.status, signalled.stderr).toBe(0);
    };
    const answers = async () => {
      const seenBy = new Set<number>();
      for (let i = 0; i < 6; i++) {
        const res = await fetch(`${base}/api/x`, { headers: { connection: 'close' } });
        seenBy.add(((await res.json()) as { instance: number }).instance);
      }
      return seenBy;
    };
    /**
     * The new workers take over within moments of the reload; the old ones finish their requests. A
     * connection an old worker accepted as it closed its listening socket is reset (the run failed on that
     * once): not settled yet, the same as an answer from the old configuration.
     */
    const settlesOn = async (expected: Set<number>) => {
      let last = new Set<number>();
      for (let i = 0; i < 50 && !sameSet(last, expected); i++) {
        await new Promise((r) => setTimeout(r, 100));
        last = await answers().catch(() => new Set<number>());
      }
      expect(last).toEqual(expected);
    };
    const sameSet = (a: Set<number>, b: Set<number>) => a.size === b.size && [...a].every((x) => b.has(x));
    await reload([instancePorts[0]!]);
    await settlesOn(new Set([2]));
    // Six requests in a row then all reach instance 2: it is no coincidence of the round robin.
    expect(await answers()).toEqual(new Set([2]));
    await reload(instancePorts);
    await settlesOn(new Set([1, 2]));
    await reload([]);
    await settlesOn(new Set([1, 2]));
  });
});
