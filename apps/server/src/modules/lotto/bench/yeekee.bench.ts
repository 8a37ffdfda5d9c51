/**
 * `npm run bench:yeekee [-- --clients N] [--seconds S] [--instances K] [--shooters M] [--client-threads T]
 * [--json]`: the live
 * feed of a yeekee round under load (docs/YEEKEE.md#scale). Starts K real servers (src/main.ts, default
 * 1) on a throw-away PostgreSQL database (TEST_DATABASE_URL or DATABASE_URL names the server; the
 * database is created and dropped here) and the Redis of REDIS_URL; adds an open yeekee round; registers
 * M shooters (default 200) through the API; opens N feed clients (default 10,000) spread over the
 * servers; the shooters shoot for S seconds (default 20) at the 5-second limit. Prints the shots per
 * second accepted, the p50/p99 delay from a shot's acceptance to its delivery at every client (target:
 * p99 < 1 s) and the deliveries missed (must be 0). Not a test: the figures depend on the machine.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { YEEKEE_SHOT_MIN_INTERVAL_SECONDS } from '@ug99/contract';
import { dropDatabase } from '#db/admin.ts';
import { openPostgres } from '#db/client.ts';
import { FeedClients } from './yeekee-feed.ts';
import {
  createBenchDatabase,
  addBenchRound,
  serverCpuSeconds,
  startServer,
  stopServer,
} from './yeekee-servers.ts';
import type { BenchServer } from './yeekee-servers.ts';
import { registerShooters, shoot } from './yeekee-shooters.ts';
import type { ShootingReport } from './yeekee-shooters.ts';
import { DelayHistogram, parseBenchOptions } from './yeekee-stats.ts';
import type { YeekeeBenchOptions } from './yeekee-stats.ts';

const TARGET_P99_MS = 1_000;
/** After the last shot, how long every client gets to read every accepted shot. */
const DRAIN_TIMEOUT_MS = 15_000;

const print = (line = '') => process.stdout.write(`${line}\n`);

type Figures = {
  options: YeekeeBenchOptions;
  connected: number;
  connectSeconds: number;
  accepted: number;
  shotsPerSecond: number;
  gapless: boolean;
  refused: Record<string, { count: number; message: string }>;
  deliveries: number;
  missed: number;
  /** From the moment the shooter read the shoot answer. */
  delayMs: { p50: number; p99: number; max: number };
  /** From the shot's `at` (the server's acceptance time). */
  delayFromAtMs: { p50: number; p99: number; max: number };
  targetP99Ms: number;
  p99WithinTarget: boolean;
  drops: number;
  duplicates: number;
  outOfOrder: number;
  contractViolations: number;
  /** Shots past the room the bench made for delivery times (counted as missed). */
  beyondCapacity: number;
  firstError: string | null;
  /** The shooters' thread (their answers are the start of the delay). */
  benchEventLoopP99Ms: number;
  /** Each feed-client thread (their reads are the end of the delay). */
  clientThreadsEventLoopP99Ms: number[];
  /** CPU seconds used from the first shot until every client had read every shot (null off Linux). */
  cpuSeconds: { servers: (number | null)[]; bench: number; wallSeconds: number };
};

async function waitForDeliveries(feed: FeedClients, seqs: number[]): Promise<void> {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (seqs.every((seq) => feed.missing(seq) === 0)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

function measure(feed: FeedClients, shooting: ShootingReport) {
  const fromAnswer = new DelayHistogram();
  const fromAt = new DelayHistogram();
  let missed = 0;
  for (const shot of shooting.accepted) {
    for (let client = 0; client < feed.count; client++) {
      const t = shot.seq > feed.capacity ? 0 : feed.readAt(shot.seq, client);
      if (t === 0) {
        missed += 1;
        continue;
      }
      fromAnswer.add(t - shot.answeredAt);
      fromAt.add(t - shot.at);
    }
  }
  const summary = (h: DelayHistogram) => ({ p50: h.percentile(0.5), p99: h.percentile(0.99), max: h.max });
  return {
    deliveries: fromAnswer.count,
    missed,
    delayMs: summary(fromAnswer),
    delayFromAtMs: summary(fromAt),
  };
}

function printFigures(f: Figures) {
  const o = f.options;
  print();
  print(
    `${o.instances} server(s), ${f.connected.toLocaleString('en')}/${o.clients.toLocaleString('en')} feed clients ` +
      `(connected in ${f.connectSeconds.toFixed(1)} s), ${o.shooters} shooters for ${o.seconds} s`,
  );
  print(
    `shots accepted: ${f.accepted} (${f.shotsPerSecond.toFixed(1)}/s), seq gapless: ${f.gapless ? 'yes' : 'NO'}`,
  );
  for (const [code, r] of Object.entries(f.refused))
    print(`shots refused with ${code}: ${r.count} (${r.message})`);
  print(
    `delivery delay from the shoot answer: p50 ${f.delayMs.p50} ms, p99 ${f.delayMs.p99} ms ` +
      `(target: p99 < ${f.targetP99Ms} ms: ${f.p99WithinTarget ? 'met' : 'NOT met'}), max ${f.delayMs.max} ms`,
  );
  print(
    `delivery delay from the shot's at: p50 ${f.delayFromAtMs.p50} ms, p99 ${f.delayFromAtMs.p99} ms, ` +
      `max ${f.delayFromAtMs.max} ms`,
  );
  print(
    `deliveries: ${f.deliveries.toLocaleString('en')}, missed: ${f.missed.toLocaleString('en')} (must be 0)` +
      `, duplicates: ${f.duplicates}, out of order: ${f.outOfOrder}, dropped connections: ${f.drops}`,
  );
  if (f.contractViolations > 0) print(`feed events outside the contract: ${f.contractViolations}`);
  if (f.beyondCapacity > 0) print(`shot reads past the bench's room for times: ${f.beyondCapacity}`);
  if (f.firstError) print(`first error: ${f.firstError}`);
  print(
    `bench event-loop delay p99: shooters ${f.benchEventLoopP99Ms.toFixed(0)} ms, feed-client threads ` +
      `${f.clientThreadsEventLoopP99Ms.map((ms) => `${ms.toFixed(0)} ms`).join(', ')} ` +
      `(when high, the bench itself adds to the delay)`,
  );
  const cpu = f.cpuSeconds;
  const servers = cpu.servers.map((s) => (s === null ? 'n/a' : `${s.toFixed(1)} s`)).join(', ');
  print(
    `CPU used over ${cpu.wallSeconds.toFixed(1)} s of shooting and delivery: server(s) ${servers}, ` +
      `bench (shooters and feed clients) ${cpu.bench.toFixed(1)} s`,
  );
}

async function main() {
  let options: YeekeeBenchOptions;
  try {
    options = parseBenchOptions(process.argv.slice(2));
  } catch (err) {
    print(`bench:yeekee: ${(err as Error).message}`);
    process.exitCode = 1;
    return;
  }
  const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!adminUrl || !redisUrl) {
    print(
      'bench:yeekee needs PostgreSQL and Redis: set TEST_DATABASE_URL (or DATABASE_URL) and REDIS_URL, e.g.\n' +
        '  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 npm run bench:yeekee',
    );
    process.exitCode = 1;
    return;
  }
  const log = (line: string) => {
    if (!options.json) print(line);
  };

  const servers: BenchServer[] = [];
  let feed: FeedClients | undefined;
  let database: ReturnType<typeof openPostgres> | undefined;
  const bench = await createBenchDatabase(adminUrl);
  let cleaned: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaned ??= (async () => {
      // Whatever failed, the servers still stop and the database is still dropped.
      await feed?.close().catch(() => []);
      await Promise.all(servers.map((s) => stopServer(s)));
      await database?.close();
      await dropDatabase(adminUrl, bench.name);
    })());
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    log(`database ${bench.name}; starting ${options.instances} server(s)`);
    // One after the other: the first migrates and seeds the empty database.
    for (let i = 0; i < options.instances; i++) {
      servers.push(await startServer({ databaseUrl: bench.url, redisUrl }));
    }
    const urls = servers.map((s) => s.url);
    log(`servers: ${urls.join(', ')}`);

    database = openPostgres(bench.url);
    const now = new Date();
    // Closes well after the run, off the 15-minute schedule (a category has one round per close time).
    const closeAt = new Date(now.getTime() + Math.max(10 * 60, options.seconds + 5 * 60) * 1000);
    closeAt.setUTCSeconds(7, 0);
    const roundId = await addBenchRound(database.db, {
      now,
      category: 'yeekee',
      closeAt,
      name: 'bench:yeekee',
    });

    log(`round ${roundId}; registering ${options.shooters} shooters`);
    const tokens = await registerShooters(urls[0]!, options.shooters);

    log(`opening ${options.clients.toLocaleString('en')} feed clients on ${options.clientThreads} thread(s)`);
    // Room for every shot the shooters can take: one per member every 5 s, the first at once.
    const capacity = options.shooters * (Math.ceil(options.seconds / YEEKEE_SHOT_MIN_INTERVAL_SECONDS) + 2);
    feed = new FeedClients(urls, roundId, options.clients, { threads: options.clientThreads, capacity });
    const connectStart = performance.now();
    await feed.open();
    const connectSeconds = (performance.now() - connectStart) / 1000;
    const connected = feed.stats.connected;
    if (connected < options.clients) {
      throw new Error(
        `only ${connected} of ${options.clients} feed clients connected: ${feed.stats.firstError}`,
      );
    }

    log(`shooting for ${options.seconds} s`);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const cpuBefore = {
      servers: servers.map(serverCpuSeconds),
      bench: process.cpuUsage(),
      at: performance.now(),
    };
    const shooting = await shoot(urls, roundId, tokens, options.seconds);
    const seqs = shooting.accepted.map((a) => a.seq).sort((a, b) => a - b);
    await waitForDeliveries(feed, seqs);
    loop.disable();
    const benchCpu = process.cpuUsage(cpuBefore.bench);
    const cpuSeconds = {
      servers: servers.map((s, i) => {
        const [after, before] = [serverCpuSeconds(s), cpuBefore.servers[i]];
        return after === null || before == null ? null : after - before;
      }),
      bench: (benchCpu.user + benchCpu.system) / 1e6,
      wallSeconds: (performance.now() - cpuBefore.at) / 1000,
    };
    const stats = feed.stats;
    const clientThreadsEventLoopP99Ms = await feed.close();

    const measured = measure(feed, shooting);
    const figures: Figures = {
      options,
      connected,
      connectSeconds,
      accepted: seqs.length,
      shotsPerSecond: seqs.length / shooting.seconds,
      gapless: seqs.every((seq, i) => seq === i + 1),
      refused: Object.fromEntries([...shooting.refused].map(([code, r]) => [String(code), r])),
      ...measured,
      targetP99Ms: TARGET_P99_MS,
      p99WithinTarget: measured.delayMs.p99 < TARGET_P99_MS,
      drops: stats.drops,
      duplicates: stats.duplicates,
      outOfOrder: stats.outOfOrder,
      contractViolations: stats.contractViolations,
      beyondCapacity: stats.beyondCapacity,
      firstError: stats.firstError,
      benchEventLoopP99Ms: loop.percentile(99) / 1e6,
      clientThreadsEventLoopP99Ms,
      cpuSeconds,
    };
    if (options.json) print(JSON.stringify(figures));
    else printFigures(figures);
    if (figures.missed > 0 || !figures.gapless || figures.accepted === 0) process.exitCode = 1;
  } finally {
    await cleanUp();
    log('servers stopped, database dropped');
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
