import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '#db/client.ts';
import { withAdmin } from '#db/admin.ts';
import { addRound } from '../rounds/operator.ts';

/**
 * The servers of `npm run bench:yeekee`: the real src/main.ts, each in its own process (as in
 * production, and so ten thousand feed sockets do not share the bench's file descriptors), on a
 * throw-away PostgreSQL database and the given Redis.
 */

/** The seed's only agent, whose categories the benches' rounds are added to. */
const AGENT_ID = 1;
const MAIN = fileURLToPath(new URL('../../../main.ts', import.meta.url));
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

export type BenchServer = { url: string; process: ChildProcess; output: string[] };

/** An empty database on the server behind `adminUrl`; the first server migrates and seeds it. */
export async function createBenchDatabase(adminUrl: string): Promise<{ name: string; url: string }> {
  const name = `ug99_bench_yeekee_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** A round of `category` open for bets until `closeAt`, added by the bench `name`; answers its id. */
export async function addBenchRound(
  db: Db,
  round: { now: Date; category: string; closeAt: Date; name: string },
): Promise<number> {
  const added = await addRound(db, {
    agentId: AGENT_ID,
    now: round.now,
    category: round.category,
    closeAt: round.closeAt,
    title: round.name,
    createdBy: round.name,
  });
  if (!added.ok) throw new Error(`could not add a ${round.category} round: ${added.message}`);
  return added.round.roundId;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(server: BenchServer): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) break;
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server at ${server.url} did not start:\n${server.output.join('')}`);
}

/**
 * Starts one server and waits for /api/health. Logs at warn only (a log line per request would cost
 * the server more than the feed); registration limits are raised because every shooter registers from
 * 127.0.0.1, as the fuzz suite does.
 */
export async function startServer(
  env: { databaseUrl: string; redisUrl: string },
  // More variables (or other values) and every chunk of output: the two-instance test
  // (src/cluster/two-instances.test.ts) reads the servers' job log lines.
  options: { env?: Record<string, string>; onOutput?: (text: string) => void } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ug99-bench-yeekee-'));
  // BENCH_SERVER_PROF_DIR: each server writes a CPU profile there when it stops (docs/YEEKEE.md#scale).
  const profDir = process.env.BENCH_SERVER_PROF_DIR;
  const profile = profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: env.databaseUrl,
      REDIS_URL: env.redisUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      DEMO_MEMBER: 'false',
      CHECK_ACCOUNT_MAX_PER_IP: '1000000',
      CHECK_ACCOUNT_MAX_PER_TARGET: '1000000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    options.onOutput?.(chunk.toString());
    output.push(chunk.toString());
    if (output.length > 40) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server = { url: `http://127.0.0.1:${port}`, process: child, output };
  try {
    await waitUntilHealthy(server);
  } catch (err) {
    await stopServer(server);
    throw err;
  }
  return server;
}

/** SIGTERM (the server's own graceful stop), then SIGKILL if it is still there after 10 s. */
export async function stopServer(server: BenchServer): Promise<void> {
  const child = server.process;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Linux reports a process's CPU time in clock ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) a server process has used so far, from /proc (Linux); null elsewhere.
 * The bench compares it with its own, to show which side of the measurement used the machine.
 */
export function serverCpuSeconds(server: BenchServer): number | null {
  try {
    const stat = readFileSync(`/proc/${server.process.pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
