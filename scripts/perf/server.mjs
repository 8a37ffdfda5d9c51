// What the benchmarks share (docs/PERFORMANCE.md#speed): the compiled server started as `npm start`
// starts it, on a free port with a database of its own (a fresh embedded one in a temporary folder, or
// a fresh PostgreSQL database next to the one DATABASE_URL names), and the memory of its process tree
// read from /proc.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureServerBuilt, spawnCompiled } from '../build-server.mjs';

const READY_TIMEOUT_MS = 180_000;

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The machine's load when a figure is taken: the figures of a shared machine mean little without it. */
export function uptime() {
  return `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`;
}

function childrenOf(pid) {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const found = [pid];
  for (let i = 0; i < found.length; i++) {
    for (const [child, parent] of table) if (parent === found[i]) found.push(child);
  }
  return found;
}

/** Resident memory of `pid` and every process below it, in MB (VmRSS from /proc). */
export function rssOfTreeMb(pid) {
  let kb = 0;
  for (const p of childrenOf(pid)) {
    try {
      const line = readFileSync(`/proc/${p}/status`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith('VmRSS:'));
      kb += Number(line?.match(/\d+/)?.[0] ?? 0);
    } catch {
      // exited between the listing and the read
    }
  }
  return Math.round(kb / 1024);
}

/** The PostgreSQL server to benchmark on: DATABASE_URL, else TEST_DATABASE_URL; undefined for none. */
export function postgresBaseUrl() {
  return process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

/** A new, empty database on the server `baseUrl` names; `drop()` removes it. */
export async function freshPostgresDatabase(baseUrl, label) {
  const name = `ug99_${label}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function waitForHealth(url, child, output) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * Starts the compiled server (built first when stale) on `database` ('pglite' or a PostgreSQL URL) and
 * waits until it answers. Redis is used when REDIS_URL is set, as in production.
 */
export async function startServer({ database, env = {} }) {
  await ensureServerBuilt();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ug99-bench-'));
  const childEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  if (database !== 'pglite') childEnv.DATABASE_URL = database;
  let output = '';
  const child = spawnCompiled('server', [], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(`${url}/api/health`, child, () => output);
  return {
    url,
    pid: child.pid,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Idle memory once start-up work has settled: RSS is sampled every second until two consecutive
 * samples differ by under 1 MB (or 20 s pass), and the last sample is the figure.
 */
export async function settledRssMb(pid) {
  let previous = rssOfTreeMb(pid);
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 1_000));
    const now = rssOfTreeMb(pid);
    if (Math.abs(now - previous) < 1) return now;
    previous = now;
  }
  return previous;
}
