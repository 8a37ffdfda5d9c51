/**
 * `npm run bench:provider [-- --json]`: bet + win pairs per second through the real seamless-wallet
 * protocol over HTTP, on PostgreSQL (TEST_DATABASE_URL or DATABASE_URL). It creates a throw-away
 * database, starts the real operator server on it (compiled, as in production; a free port, a temporary
 * DATA_DIR), makes players the way members and the operator would (bench-support.ts), then measures twice:
 * - the highest rate: BENCH_CONCURRENCY loops play rounds (one bet, one win that closes the round) as
 *   fast as answers come, each loop taking whichever player is free, for BENCH_SECONDS;
 * - latency at half that rate: rounds start on a fixed schedule whatever the answers (open loop), and
 *   each pair's time counts from its scheduled start, so a stall shows in p99 instead of slowing the
 *   schedule down.
 * The ledger benchmark runs in the same invocation on the same PostgreSQL, so its raw SQL rate and
 * the ratio sit next to the protocol's. docs/GAMES.md#speed. Not a test: numbers depend on the machine.
 */
import { spawn, execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { ensureServerBuilt, PROGRAMS } from '../../../scripts/build-server.mjs';
import { createProtocolClient } from '../src/protocol/client.ts';
import type { ProtocolClient } from '../src/protocol/client.ts';
import { cpuMsOf, freePort, keepAliveFetch, openPlayers, percentile, waitFor } from './bench-support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
/** More players than loops: a real provider's traffic is many members, and a member's calls queue on its wallet. */
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? CONCURRENCY * 2);
const JSON_OUTPUT = process.argv.includes('--json');
const root = path.resolve(import.meta.dirname, '../../..');
const node = (entry: string) => [process.execPath, ['--import', 'tsx', path.join(root, entry)]] as const;
const load = () => loadavg().map((l) => Number(l.toFixed(2)));
const say = (line: string) => {
  if (!JSON_OUTPUT) console.log(line);
};

async function admin<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

type LedgerRow = { database: string; concurrency: number; module: number; raw: number };

/** The ledger benchmark's PostgreSQL row, run as its own command (it owns its databases). */
async function ledgerRates(adminUrl: string): Promise<LedgerRow> {
  const [cmd, args] = node('apps/server/src/modules/ledger/bench/ledger.bench.ts');
  const { stdout } = await promisify(execFile)(cmd, [...args, '--json', '--postgres-only'], {
    cwd: root,
    env: { ...process.env, TEST_DATABASE_URL: adminUrl, BENCH_SECONDS: process.env.BENCH_SECONDS ?? '4' },
  });
  const rows = (JSON.parse(stdout) as { rows: LedgerRow[] }).rows;
  if (!rows[0]) throw new Error('the ledger benchmark printed no PostgreSQL row');
  return rows[0];
}

type Result = { pairs: number; seconds: number; notOk: number; latencies: number[] };
const summary = (r: Result) => {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  return {
    pairs_per_second: Math.round(r.pairs / r.seconds),
    pairs: r.pairs,
    not_ok: r.notOk,
    p50_ms: Number(percentile(sorted, 0.5).toFixed(1)),
    p99_ms: Number(percentile(sorted, 0.99).toFixed(1)),
  };
};

/** Rounds of one bet and one win, each on a player no other round is using at that moment. */
function rounds(client: ProtocolClient, sessions: string[]) {
  const free = [...sessions];
  const waiting: Array<(session: string) => void> = [];
  const take = () =>
    free.length > 0 ? Promise.resolve(free.pop()!) : new Promise<string>((r) => waiting.push(r));
  const give = (session: string) => (waiting.length > 0 ? waiting.shift()!(session) : free.push(session));
  let n = 0;
  /** One round; true when both calls were answered OK. */
  return async function round(): Promise<boolean> {
    const session = await take();
    try {
      const id = `bench-${process.pid}-${n++}`;
      const common = { session_token: session, round_id: id, game_id: 'slot-golden-reels' };
      const bet = await client.bet({ ...common, transaction_id: `${id}:bet`, amount: 100 });
      const win = await client.win({
        ...common,
        transaction_id: `${id}:win`,
        amount: n % 2 ? 200 : 0,
        round_closed: true,
      });
      return bet.status === 'OK' && win.status === 'OK';
    } finally {
      give(session);
    }
  };
}

/** As fast as answers come from `concurrency` loops. */
async function closedLoop(round: () => Promise<boolean>, seconds: number): Promise<Result> {
  const result: Result = { pairs: 0, seconds: 0, notOk: 0, latencies: [] };
  const begin = performance.now();
  const deadline = begin + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const ok = await round();
      result.latencies.push(performance.now() - started);
      result.pairs++;
      if (!ok) result.notOk++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  result.seconds = (performance.now() - begin) / 1000;
  return result;
}

/** Rounds started on a fixed schedule of `rate` per second; latency from each round's scheduled start. */
async function openLoop(round: () => Promise<boolean>, rate: number, seconds: number): Promise<Result> {
  const result: Result = { pairs: 0, seconds: 0, notOk: 0, latencies: [] };
  const total = Math.max(1, Math.round(rate * seconds));
  const interval = 1000 / rate;
  const begin = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const scheduled = begin + i * interval;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(
      round().then((ok) => {
        result.latencies.push(performance.now() - scheduled);
        result.pairs++;
        if (!ok) result.notOk++;
      }),
    );
  }
  await Promise.all(inFlight);
  result.seconds = (performance.now() - begin) / 1000;
  return result;
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
  const operatorToken = randomBytes(32).toString('base64url');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: dbUrl.toString(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PROVIDER_SECRET: secret,
    OPERATOR_TOKEN: operatorToken,
    // Every player registers from this one address; the per-address limit is for strangers, not this.
    CHECK_ACCOUNT_MAX_PER_IP: String(MEMBERS * 4),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  await admin(adminUrl, (c) => c.query(`create database "${name}"`));
  // The compiled server, as `npm start` runs it in production (built first when stale).
  await ensureServerBuilt(say);
  // BENCH_PROFILE_DIR: the server writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const server = spawn(process.execPath, [...profile, path.join(root, PROGRAMS.server.compiled)], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let protocol;
  try {
    await waitFor(`${baseUrl}/api/health`, () => server.exitCode !== null);
    const client = createProtocolClient({
      operatorApiUrl: baseUrl,
      providerId: 'demo',
      secret: () => secret,
      retries: 0,
      fetch: keepAliveFetch(CONCURRENCY),
    });
    const sessions = await openPlayers({ baseUrl, token: operatorToken }, MEMBERS, client);
    const round = rounds(client, sessions);

    await closedLoop(round, 1);
    const loadBefore = load();
    const cpuBefore = [cpuMsOf(server.pid), cpuMsOf(process.pid)];
    const fastest = await closedLoop(round, SECONDS);
    const cpuAfter = [cpuMsOf(server.pid), cpuMsOf(process.pid)];
    const perPair = (i: number) =>
      cpuBefore[i] === undefined || cpuAfter[i] === undefined
        ? null
        : Number(((cpuAfter[i]! - cpuBefore[i]!) / fastest.pairs).toFixed(2));
    const max = {
      ...summary(fastest),
      server_cpu_ms_per_pair: perPair(0),
      client_cpu_ms_per_pair: perPair(1),
    };
    const halfRate = Math.max(1, max.pairs_per_second / 2);
    const half = summary(await openLoop(round, halfRate, SECONDS));
    protocol = { max, half: { target_pairs_per_second: Math.round(halfRate), ...half }, load: loadBefore };
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
    await admin(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const ledger = await ledgerRates(adminUrl);
  const report = {
    members: MEMBERS,
    concurrency: CONCURRENCY,
    seconds: SECONDS,
    cpus: availableParallelism(),
    node: process.version,
    load_average: protocol.load,
    max_rate: protocol.max,
    half_rate: protocol.half,
    ledger_postgres: {
      raw_sql_transfers_per_second: Math.round(ledger.raw),
      module_transfers_per_second: Math.round(ledger.module),
    },
    // A pair is two money calls, each one ledger transaction (the lost half of the wins moves nothing).
    pairs_per_raw_sql_transfer: Number((protocol.max.pairs_per_second / ledger.raw).toFixed(2)),
    load_average_after: load(),
  };
  if (JSON_OUTPUT) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  const { max, half } = protocol;
  say(
    `provider protocol over HTTP on PostgreSQL: ${MEMBERS} players, ${CONCURRENCY} at a time, ${SECONDS}s per phase, ${report.cpus} CPUs, node ${report.node}, load ${report.load_average.join(' ')}`,
  );
  say(
    `  highest rate (closed loop): ${max.pairs_per_second} bet+win pairs/s · pair p50 ${max.p50_ms} ms · p99 ${max.p99_ms} ms · ${max.pairs} pairs · ${max.not_ok} not OK`,
  );
  say(
    `  CPU per pair (load-independent): server ${max.server_cpu_ms_per_pair ?? '?'} ms · benchmark client ${max.client_cpu_ms_per_pair ?? '?'} ms`,
  );
  say(
    `  half that rate (open loop, ${half.target_pairs_per_second}/s scheduled): ${half.pairs_per_second} pairs/s · pair p50 ${half.p50_ms} ms · p99 ${half.p99_ms} ms · ${half.not_ok} not OK`,
  );
  say(
    `  ledger on the same PostgreSQL: raw SQL ${report.ledger_postgres.raw_sql_transfers_per_second} transfers/s, module ${report.ledger_postgres.module_transfers_per_second}/s (${ledger.concurrency} at a time)`,
  );
  say(
    `  ratio: ${report.pairs_per_raw_sql_transfer} bet+win pairs per raw SQL transfer · load after ${report.load_average_after.join(' ')}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
