/**
 * `npm run bench:cluster [-- --seconds S] [--workers W] [--levels 1,2,3] [--json]`: mixed member
 * traffic (page views, logins, deposits with their gateway webhook, lotto bets) through nginx to 1, 2
 * and 3 server instances started by `npm run cluster`, each level on a fresh throw-away PostgreSQL
 * database (TEST_DATABASE_URL or DATABASE_URL names the server) and the Redis of REDIS_URL. Prints the
 * requests per second and the p99 of each level and its ratio to one instance (docs/CAPACITY.md).
 * W workers (default 48), each one member, send one request at a time for S seconds (default 20).
 * The load generator runs on the same machine as nginx, the instances and the databases: on a
 * 2-core machine the instances cannot get more CPU than one core's worth each, so the scaling shown
 * is bounded by the machine, not by the site. Not a test: the figures depend on the machine.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropDatabase } from '#db/admin.ts';
import { openPostgres } from '#db/client.ts';
import { addBenchRound, createBenchDatabase } from '#lotto/bench/yeekee-servers.ts';
import { TEST_GATEWAY_SECRET } from '#testing/payments.ts';
import { cpuByPart, databaseCounters } from './cost.testing.ts';
import { MIX, promptpaySubChannel, TrafficClient } from './traffic.testing.ts';
import type { Kind, Member, Sample } from './traffic.testing.ts';

const CLUSTER_SCRIPT = fileURLToPath(new URL('../../../../scripts/cluster.mjs', import.meta.url));
const READY_TIMEOUT_MS = 180_000;
const FUNDING_BAHT = 5_000;

const print = (line = '') => process.stdout.write(`${line}\n`);

type Options = { seconds: number; workers: number; levels: number[]; json: boolean; port: number };

function parseOptions(argv: string[]): Options {
  const value = (flag: string) => {
    const at = argv.indexOf(flag);
    return at === -1 ? undefined : argv[at + 1];
  };
  const whole = (flag: string, fallback: number, max: number) => {
    const raw = value(flag);
    const n = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > max)
      throw new Error(`${flag} takes a whole number from 1 to ${max}`);
    return n;
  };
  const levels = (value('--levels') ?? '1,2,3').split(',').map(Number);
  if (!levels.every((n) => Number.isInteger(n) && n >= 1 && n <= 8)) {
    throw new Error('--levels takes instance counts from 1 to 8, like 1,2,3');
  }
  return {
    seconds: whole('--seconds', 20, 600),
    workers: whole('--workers', 48, 2_000),
    levels,
    json: argv.includes('--json'),
    port: whole('--port', Number(process.env.BENCH_CLUSTER_PORT ?? 3700), 65_000),
  };
}

function countFailures(samples: Sample[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const s of samples) if (s.failure) counts.set(s.failure, (counts.get(s.failure) ?? 0) + 1);
  return Object.fromEntries([...counts].sort((x, y) => y[1] - x[1]));
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** `npm run cluster` as a child: its own process group, so the stop reaches nginx and every instance. */
async function startCluster(o: { instances: number; port: number; databaseUrl: string; redisUrl: string }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ug99-bench-cluster-'));
  const output: string[] = [];
  const child = spawn(process.execPath, [CLUSTER_SCRIPT, '--instances', String(o.instances)], {
    env: {
      ...process.env,
      DATABASE_URL: o.databaseUrl,
      REDIS_URL: o.redisUrl,
      PORT: String(o.port),
      HOST: '127.0.0.1',
      DEMO_PROVIDER_PORT: String(o.port + 99),
      DATA_DIR: dataDir,
      // A log line per request would cost the instances more than the work they log.
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEMO_MEMBER: 'false',
      GATEWAY_SECRET: TEST_GATEWAY_SECRET,
      SANDBOX_GATEWAY: 'true',
      // Every worker registers from 127.0.0.1 (as nginx forwards it); as bench:yeekee does.
      CHECK_ACCOUNT_MAX_PER_IP: '1000000',
      CHECK_ACCOUNT_MAX_PER_TARGET: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 60) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const base = `http://127.0.0.1:${o.port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!output.join('').includes('site ready')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the cluster did not start:\n${output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, child, stop: () => stopCluster(child, dataDir) };
}

async function stopCluster(child: ChildProcess, dataDir: string) {
  if (child.exitCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

type Level = {
  instances: number;
  requests: number;
  failed: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  byKind: Record<Kind, { requests: number; p99Ms: number }>;
  /** Failed requests by reason, most frequent first. */
  failures: Record<string, number>;
  /** Work per request: CPU milliseconds of the instances and of nginx, PostgreSQL transactions and rows. */
  perRequest: {
    instanceCpuMs: number;
    generatorCpuMs: number;
    nginxCpuMs: number;
    dbTransactions: number;
    dbRowsRead: number;
    dbRowsWritten: number;
  };
  /** CPU seconds the instances used over the run, over its wall seconds: how many cores they had. */
  instanceCores: number;
  loadAverage: string;
};

async function runLevel(o: Options, instances: number, adminUrl: string, redisUrl: string): Promise<Level> {
  const bench = await createBenchDatabase(adminUrl);
  let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
  const database = openPostgres(bench.url);
  try {
    cluster = await startCluster({ instances, port: o.port, databaseUrl: bench.url, redisUrl });
    // A round open for bets well after the run, off the seed's schedule (one round per close time).
    const now = new Date();
    const closeAt = new Date(now.getTime() + 60 * 60_000);
    closeAt.setUTCSeconds(11, 0);
    const roundId = await addBenchRound(database.db, {
      now,
      category: 'hanoi',
      closeAt,
      name: 'bench:cluster',
    });
    // Members first (registration and funding are not measured): each worker is one member.
    const registrar = new TrafficClient(cluster.base, TEST_GATEWAY_SECRET, roundId, 0);
    const members: Member[] = [];
    for (let i = 0; i < o.workers; i++) members.push(await registrar.register());
    const subChannel = await promptpaySubChannel(cluster.base, members[0]!.token);
    const setup = new TrafficClient(cluster.base, TEST_GATEWAY_SECRET, roundId, subChannel);
    await Promise.all(members.map((m) => setup.deposit(m, FUNDING_BAHT)));
    const fundingFailed = [...registrar.samples, ...setup.samples].filter((s) => !s.ok).length;
    if (fundingFailed > 0) {
      const why = JSON.stringify(countFailures([...registrar.samples, ...setup.samples]));
      throw new Error(`${fundingFailed} set-up calls failed (registration or funding): ${why}`);
    }

    const clients = members.map(
      () => new TrafficClient(cluster!.base, TEST_GATEWAY_SECRET, roundId, subChannel),
    );
    const clusterPid = cluster.child.pid!;
    const cpuBefore = cpuByPart(clusterPid);
    const generatorBefore = process.cpuUsage();
    const dbBefore = await databaseCounters(database.db, bench.name);
    const started = performance.now();
    const endAt = started + o.seconds * 1000;
    await Promise.all(
      clients.map(async (client, i) => {
        while (performance.now() < endAt) await client.act(members[i]!);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = cpuByPart(clusterPid);
    const generator = process.cpuUsage(generatorBefore);
    // PostgreSQL flushes a backend's counters about once a second.
    await new Promise((r) => setTimeout(r, 1_500));
    const dbAfter = await databaseCounters(database.db, bench.name);
    const samples: Sample[] = clients.flatMap((c) => c.samples);
    const sorted = samples.map((s) => s.ms).sort((x, y) => x - y);
    const byKind = Object.fromEntries(
      (Object.keys(MIX) as Kind[]).map((kind) => {
        const ms = samples
          .filter((s) => s.kind === kind)
          .map((s) => s.ms)
          .sort((x, y) => x - y);
        return [kind, { requests: ms.length, p99Ms: Math.round(percentile(ms, 99)) }];
      }),
    ) as Level['byKind'];
    return {
      instances,
      requests: samples.length,
      failed: samples.filter((s) => !s.ok).length,
      seconds,
      requestsPerSecond: samples.length / seconds,
      p50Ms: Math.round(percentile(sorted, 50)),
      p99Ms: Math.round(percentile(sorted, 99)),
      byKind,
      failures: countFailures(samples),
      perRequest: {
        instanceCpuMs: round2(((cpuAfter.instances - cpuBefore.instances) * 1000) / samples.length),
        generatorCpuMs: round2((generator.user + generator.system) / 1000 / samples.length),
        nginxCpuMs: round2(((cpuAfter.nginx - cpuBefore.nginx) * 1000) / samples.length),
        dbTransactions: round2((dbAfter.transactions - dbBefore.transactions) / samples.length),
        dbRowsRead: round2((dbAfter.rowsRead - dbBefore.rowsRead) / samples.length),
        dbRowsWritten: round2((dbAfter.rowsWritten - dbBefore.rowsWritten) / samples.length),
      },
      instanceCores: round2((cpuAfter.instances - cpuBefore.instances) / seconds),
      loadAverage: loadavg()
        .map((l) => l.toFixed(2))
        .join(', '),
    };
  } finally {
    await cluster?.stop();
    await database.close();
    await dropDatabase(adminUrl, bench.name);
  }
}

async function main() {
  const o = parseOptions(process.argv.slice(2));
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!adminUrl || !redisUrl) {
    console.error(
      'bench:cluster needs a PostgreSQL server (TEST_DATABASE_URL or DATABASE_URL; a throw-away database is created there) and REDIS_URL.',
    );
    process.exit(1);
  }
  const levels: Level[] = [];
  for (const instances of o.levels) {
    if (!o.json)
      print(`${instances} instance(s): starting, ${o.workers} members, ${o.seconds} s of traffic…`);
    const level = await runLevel(o, instances, adminUrl, redisUrl);
    levels.push(level);
    if (!o.json) {
      const kinds = Object.entries(level.byKind)
        .map(([kind, k]) => `${kind} ${k.requests} (p99 ${k.p99Ms} ms)`)
        .join(', ');
      print(
        `  ${level.requestsPerSecond.toFixed(0)} req/s, p50 ${level.p50Ms} ms, p99 ${level.p99Ms} ms, ` +
          `${level.failed} failed of ${level.requests}; ${kinds}; load average ${level.loadAverage}`,
      );
      const w = level.perRequest;
      print(
        `  per request: instances ${w.instanceCpuMs} CPU ms, nginx ${w.nginxCpuMs}, load generator ` +
          `${w.generatorCpuMs}; PostgreSQL ` +
          `${w.dbTransactions} transactions, ${w.dbRowsRead} rows read, ${w.dbRowsWritten} rows written; ` +
          `the instances used ${level.instanceCores} cores`,
      );
      for (const [why, n] of Object.entries(level.failures)) print(`  failed ${n}×: ${why}`);
    }
  }
  const one = levels.find((l) => l.instances === 1);
  const cores = (await import('node:os')).availableParallelism();
  if (o.json) {
    print(JSON.stringify({ options: o, cores, levels }, null, 2));
    return;
  }
  print();
  print(`instances  req/s   p99 ms  × one instance`);
  for (const l of levels) {
    const ratio = one ? (l.requestsPerSecond / one.requestsPerSecond).toFixed(2) : '-';
    print(
      `${String(l.instances).padEnd(9)}  ${l.requestsPerSecond.toFixed(0).padStart(5)}  ${String(l.p99Ms).padStart(6)}  ${ratio}`,
    );
  }
  print();
  print(
    `This machine has ${cores} core(s) shared by the load generator, nginx, every instance, PostgreSQL and ` +
      'Redis: past one instance per spare core the instances only share the same CPU, so the scaling shown ' +
      'here is bounded by the machine (docs/CAPACITY.md).',
  );
}

await main();
