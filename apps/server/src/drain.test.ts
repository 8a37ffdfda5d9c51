import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from './demo-member.ts';
import { migratedDataDir, testDatabases } from '#testing/databases.ts';
import { runMain } from '#testing/run-main.ts';

/** What the test saw of the instance while it stopped. */
type Seen = {
  readyBefore?: number;
  readyDuring?: { status: number; accepting?: boolean };
  refusedAfterMs?: number;
  inFlightAnswer?: string;
  stream?: string;
  signalledAt?: number;
};

/** Reads a stream to its end (the server ends it) and answers its text. */
async function readToEnd(body: ReadableStream<Uint8Array>): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += decoder.decode(chunk.value);
  }
  return text;
}

/** Answers once a new connection to `url` is refused: the instance no longer listens. */
async function waitRefused(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      await fetch(`${url}/api/health`, { headers: { connection: 'close' } });
    } catch {
      return;
    }
    await sleep(50);
  }
  throw new Error('the instance kept accepting connections');
}

/**
 * A request in flight: its headers are sent, its body only in part, so the server is still reading it
 * when the stop begins. `finish` sends the rest and answers the raw HTTP answer.
 */
function startRequest(url: string, body: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let answer = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /api/login HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    finish(): Promise<string> {
      socket.write(body.slice(half));
      return ended;
    },
  };
}

// The real server in a child process (start-up, migrations, seed): up to a minute on a busy machine.
describe.each(testDatabases())('readiness and the stop on $kind', { timeout: 90_000 }, (target) => {
  it('turns not ready, stops taking connections, finishes what is in flight, ends streams with a reconnect hint and exits within 10 s', async () => {
    // The first start's initdb is main.test.ts's; this one starts on a migrated embedded database.
    const dataDir =
      target.kind === 'pglite'
        ? await migratedDataDir('ug99-drain-')
        : mkdtempSync(path.join(tmpdir(), 'ug99-drain-'));
    const postgres = target.kind === 'postgres' ? await target.create() : undefined;
    const databaseUrl =
      postgres?.kind === 'postgres' ? (postgres.pool.options.connectionString ?? '') : undefined;
    const seen: Seen = {};
    let checks: Promise<void> | undefined;
    try {
      const run = await runMain(
        {
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          WEB_DIST_DIR: path.join(dataDir, 'no-web'),
          DRAIN_NOTICE_MS: '1000',
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        },
        async (line) => {
          const entry = JSON.parse(line) as { address?: string; msg?: string; pid?: number };
          if (!entry.address || !entry.msg?.includes('listening on')) return undefined;
          const url = entry.address;
          // Ready once its database answers the readiness check within 1.5 s: right after the start, on a
          // loaded machine, the first answers can be 503 (once in a run beside a second npm test).
          const readyBy = Date.now() + 15_000;
          const ready = async () => (seen.readyBefore = (await fetch(`${url}/api/ready`)).status);
          while ((await ready()) !== 200 && Date.now() < readyBy) await sleep(100);
          const login = await fetch(`${url}/api/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: DEMO_MEMBER.phone, password: DEMO_MEMBER.password }),
          });
          const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
          const events = await fetch(`${url}/api/member/events`, {
            headers: { authorization: `Bearer ${token}` },
          });
          const stream = readToEnd(events.body!);
          const inFlight = startRequest(
            url,
            JSON.stringify({ username: DEMO_MEMBER.phone, password: DEMO_MEMBER.password }),
          );
          await sleep(100);
          seen.signalledAt = Date.now();
          process.kill(entry.pid!, 'SIGTERM');
          checks = (async () => {
            // The signal reaches the process between two requests: the first answers after it are 503.
            for (let tries = 0; tries < 20 && seen.readyDuring?.status !== 503; tries++) {
              const ready = await fetch(`${url}/api/ready`, { headers: { connection: 'close' } });
              const body = (await ready.json()) as { data?: { checks?: { accepting?: boolean } } };
              seen.readyDuring = { status: ready.status, accepting: body.data?.checks?.accepting };
              await sleep(20);
            }
            await waitRefused(url, seen.signalledAt! + 8_000);
            seen.refusedAfterMs = Date.now() - seen.signalledAt!;
            seen.inFlightAnswer = await inFlight.finish();
            seen.stream = await stream;
          })();
          return undefined;
        },
      );
      const exitedAfterMs = Date.now() - seen.signalledAt!;
      await checks;
      expect(run.code, run.stderr).toBe(0);
      expect(seen.readyBefore).toBe(200);
      // Not ready at once, while it still answers.
      expect(seen.readyDuring).toEqual({ status: 503, accepting: false });
      // The port closes once the notice (DRAIN_NOTICE_MS) has passed.
      expect(seen.refusedAfterMs).toBeGreaterThanOrEqual(1_000);
      // The request that was in flight got its whole answer, with the connection closed after it.
      expect(seen.inFlightAnswer).toMatch(/^HTTP\/1\.1 200 /);
      expect(seen.inFlightAnswer).toMatch(/connection: close/i);
      expect(seen.inFlightAnswer).toContain('"access_token"');
      // The member's event stream ended with a reconnect hint (its first bytes were one too).
      expect(seen.stream?.match(/retry: 1000\n\n/g)).toHaveLength(2);
      expect(exitedAfterMs).toBeLessThan(10_000);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await postgres?.close();
    }
  });
});
