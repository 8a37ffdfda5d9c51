import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Database, Db } from '#db/client.ts';
import { isDatabaseUnavailable } from '#db/unavailable.ts';
import type { Clock } from '#shared/clock.ts';
import { jobMetrics } from '#shared/metrics/runtime.ts';

/**
 * Background jobs (docs/ARCHITECTURE.md#jobs). Every few seconds the runner runs each job that is due.
 * Several server instances may share one PostgreSQL: each run first takes a transaction-level advisory
 * lock named after the job on a connection of its own (pg_try_advisory_xact_lock), so one instance at a
 * time runs a job and the others skip it; a job's work is written as conditional updates (`where status
 * = …`, `on conflict do nothing`) so a run that comes later finds nothing left to do. On PGlite there is
 * one process and one connection: runs are serialised in process. Nothing is remembered between runs but
 * the database, so work missed while every server was down is done by the first run after start-up.
 *
 * While PostgreSQL cannot be reached the runner backs off (1 s, 2 s, 4 s … up to 30 s between attempts)
 * instead of failing every job every second, with one warning when it pauses and one line when a run
 * succeeds again (docs/OPERATIONS.md#postgresql). The lock's connection that failed is discarded, not
 * returned to the pool; the job did nothing it cannot do again, since its work is idempotent.
 */

export type JobContext = { db: Db; now: Date };

export type Job = {
  /** Also the advisory lock's name: the same job on every instance shares one lock. */
  name: string;
  /** How often the job runs; the first run is at start-up. */
  everyMs: number;
  /** Returns how many things it did (for the log). */
  run(ctx: JobContext): Promise<number>;
};

export type JobRunner = {
  /**
   * Runs every due job once, one after another (tests call this with a hand-moved clock); it always
   * tries, the backoff during a database outage only spaces out the ticks of `start`.
   */
  runDue(): Promise<void>;
  /** Runs due jobs now and then every `tickMs`. */
  start(): void;
  /** Stops ticking and waits for the run in progress. */
  stop(): Promise<void>;
};

/** The first key of the job locks (ASCII 'JB'), apart from the other advisory locks of the server. */
const JOB_LOCK_SPACE = 0x4a42;

function lockKey(name: string): number {
  return createHash('sha256').update(name).digest().readInt32BE(0);
}

/** Runs `work` only if this connection gets the job's lock; answers false when another instance holds it. */
async function withJobLock(database: Database, name: string, work: () => Promise<void>): Promise<boolean> {
  if (database.kind === 'pglite') {
    await work();
    return true;
  }
  const client = await database.pool.connect();
  // The pool's listener (db/client.ts) reports this connection's failure; this one remembers it, so the
  // connection is discarded below instead of going back to the pool.
  let failed: Error | undefined;
  const onError = (err: Error) => {
    failed ??= err;
  };
  client.on('error', onError);
  try {
    await client.query('begin');
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_xact_lock($1, $2) as locked',
      [JOB_LOCK_SPACE, lockKey(name)],
    );
    if (!rows[0]?.locked) return false;
    // The job writes through the pool in its own transactions; this connection only holds the lock.
    await work();
    return true;
  } catch (err) {
    failed ??= err instanceof Error && isDatabaseUnavailable(err) ? err : undefined;
    throw err;
  } finally {
    if (!failed) await client.query('commit').catch((err: Error) => (failed = err));
    client.off('error', onError);
    client.release(failed);
  }
}

/** The longest wait between two attempts while the database cannot be reached. */
export const MAX_BACKOFF_MS = 30_000;

export function createJobRunner(opts: {
  database: Database;
  clock: Clock;
  jobs: Job[];
  logger?: Logger;
  tickMs?: number;
}): JobRunner {
  const { database, clock, jobs, logger } = opts;
  const tickMs = opts.tickMs ?? 1_000;
  const lastRun = new Map<string, number>();
  for (const job of jobs) jobMetrics.scheduled(job.name, job.everyMs);
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  /** While the database cannot be reached: how many runs failed in a row, and when to try again. */
  let outage: { failures: number; retryAt: number } | undefined;

  /** Answers false when the database could not be reached: the rest of this run is skipped. */
  async function runJob(job: Job): Promise<boolean> {
    const now = clock.now();
    const last = lastRun.get(job.name);
    if (last !== undefined && now.getTime() - last < job.everyMs) return true;
    lastRun.set(job.name, now.getTime());
    const started = performance.now();
    try {
      const ran = await withJobLock(database, job.name, async () => {
        const done = await job.run({ db: database.db, now });
        if (done > 0) logger?.info({ job: job.name, done }, 'job ran');
      });
      // Wall time, not the injected clock: Prometheus compares it with its own time() (docs/OPERATIONS.md#alerts).
      if (ran) jobMetrics.succeeded(job.name, new Date(), (performance.now() - started) / 1000);
      return true;
    } catch (err) {
      jobMetrics.failed(job.name);
      if (isDatabaseUnavailable(err)) {
        if (database.kind === 'postgres') database.availability?.down(err);
        // Not done: it is due again as soon as the database answers.
        if (last === undefined) lastRun.delete(job.name);
        else lastRun.set(job.name, last);
        return false;
      }
      // One failing job must not stop the others; it runs again on its next turn.
      logger?.error({ err, job: job.name }, 'job failed');
      return true;
    }
  }

  async function runAll(): Promise<void> {
    for (const job of jobs) {
      if (await runJob(job)) continue;
      const failures = (outage?.failures ?? 0) + 1;
      const waitMs = Math.min(tickMs * 2 ** (failures - 1), MAX_BACKOFF_MS);
      if (!outage) {
        logger?.warn({ job: job.name }, 'jobs paused: the database cannot be reached; retrying with backoff');
      }
      outage = { failures, retryAt: Date.now() + waitMs };
      return;
    }
    if (outage) {
      logger?.info({ failed_attempts: outage.failures }, 'jobs resumed: the database answers again');
      outage = undefined;
    }
  }

  async function runDue(): Promise<void> {
    // Never two runs of this instance at once: a slow run makes the next tick wait, not overlap.
    while (running) await running;
    running = runAll();
    try {
      await running;
    } finally {
      running = undefined;
    }
  }

  return {
    runDue,
    start() {
      if (timer) return;
      void runDue();
      timer = setInterval(() => {
        // During an outage the ticks wait out the backoff; runDue called directly always tries.
        if (!running && !(outage && Date.now() < outage.retryAt)) void runDue();
      }, tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
