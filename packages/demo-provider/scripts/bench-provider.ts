/**
 * `npm run bench:provider`: bet + win pairs per second through the real seamless-wallet protocol over
 * HTTP, on PostgreSQL (TEST_DATABASE_URL or DATABASE_URL). It creates a throw-away database, starts the
 * real operator server on it (a free port, a temporary DATA_DIR), registers and funds members through
 * the site's own API and operator command line, opens a game for each through POST /api/game/link, and
 * then plays rounds (one bet, one win that closes the round) from concurrent loops for a bounded time.
 * The ledger benchmark runs in the same invocation, so its raw SQL rate sits next to the protocol's.
 * Not a test: numbers depend on the machine.
 */
import { spawn, execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { createProtocolClient } from '../src/protocol/client.ts';
import { freePort, percentile, registerAndOpen, waitFor } from './bench-support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const MEMBERS = CONCURRENCY; // one player per loop: players do not share a wallet
const root = path.resolve(import.meta.dirname, '../../..');
const node = (entry: string) => [process.execPath, ['--import', 'tsx', path.join(root, entry)]] as const;

async function admin<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The ledger benchmark's PostgreSQL row, run as its own command (it owns its databases). */
async function ledgerRates(adminUrl: string): Promise<string> {
  const [cmd, args] = node('apps/server/src/modules/ledger/bench/ledger.bench.ts');
  const { stdout } = await promisify(execFile)(cmd, [...args], {
    cwd: root,
    env: { ...process.env, TEST_DATABASE_URL: adminUrl, BENCH_SECONDS: process.env.BENCH_SECONDS ?? '4' },
  });
  return stdout.trim();
}

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error('bench:provider needs PostgreSQL: set TEST_DATABASE_URL or DATABASE_URL.');
    process.exitCode = 2;
    return;
  }
  const name = `ug99_provider_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ug99-provider-bench-'));
  const secret = randomBytes(32).toString('base64url');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: dbUrl.toString(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PROVIDER_SECRET: secret,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  await admin(adminUrl, (c) => c.query(`create database "${name}"`));
  const [cmd, args] = node('apps/server/src/main.ts');
  const server = spawn(cmd, [...args], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitFor(`${baseUrl}/api/health`, () => server.exitCode !== null);
    const client = createProtocolClient({
      operatorApiUrl: baseUrl,
      providerId: 'demo',
      secret: () => secret,
      retries: 0,
    });
    const sessions = await registerAndOpen(baseUrl, env, MEMBERS, client);

    const latencies: number[] = [];
    let errors = 0;
    let n = 0;
    const round = async (session: string) => {
      const id = `bench-${n++}`;
      const started = performance.now();
      const common = { session_token: session, round_id: id, game_id: 'slot-golden-reels' };
      const bet = await client.bet({ ...common, transaction_id: `${id}:bet`, amount: 100 });
      const win = await client.win({
        ...common,
        transaction_id: `${id}:win`,
        amount: n % 2 ? 200 : 0,
        round_closed: true,
      });
      if (bet.status !== 'OK' || win.status !== 'OK') errors++;
      return performance.now() - started;
    };
    const run = async (seconds: number, record: boolean) => {
      const deadline = performance.now() + seconds * 1000;
      const begin = performance.now();
      let pairs = 0;
      await Promise.all(
        sessions.map(async (session) => {
          while (performance.now() < deadline) {
            const ms = await round(session);
            pairs++;
            if (record) latencies.push(ms);
          }
        }),
      );
      return pairs / ((performance.now() - begin) / 1000);
    };
    await run(1, false);
    errors = 0;
    const rate = await run(SECONDS, true);
    latencies.sort((a, b) => a - b);

    console.log(
      `provider protocol over HTTP: ${CONCURRENCY} concurrent players, ${SECONDS}s, ${availableParallelism()} CPUs, node ${process.version}`,
    );
    console.log(
      `  ${rate.toFixed(0)} bet+win pairs/s · pair latency p50 ${percentile(latencies, 0.5).toFixed(1)} ms · p99 ${percentile(latencies, 0.99).toFixed(1)} ms · ${latencies.length} pairs · ${errors} not OK`,
    );
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
    await admin(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('\nledger benchmark in the same run (npm run bench:ledger):');
  console.log((await ledgerRates(adminUrl)).replace(/^/gm, '  '));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
