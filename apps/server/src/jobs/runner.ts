import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Database, Db } from '#db/client.ts';
import type { Clock } from '#shared/clock.ts';

/**
 * Background jobs (docs/ARCHITECTURE.md#jobs). Every few seconds the runner runs each job that is due.
 * Several server instances may share one PostgreSQL: each run first takes a transaction-level advisory
 * lock named after the job on a connection of its own (pg_try_advisory_xact_lock), so one instance at a
 * time runs a job and the others skip it; a job's work is written as conditional updates (`where status
 * = …`, `on conflict do nothing`) so a run that comes later finds nothing left to do. On PGlite there is
 * one process and one connection: runs are serialised in process. Nothing is remembered between runs but
 * the database, so work missed while every server was down is done by the first run after start-up.
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
  /** Runs every due job once, one after another (tests call this with a hand-moved clock). */
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
  } finally {
    await client.query('commit').catch(() => undefined);
    client.release();
  }
}

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
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function runJob(job: Job): Promise<void> {
    const now = clock.now();
    const last = lastRun.get(job.name);
    if (last !== undefined && now.getTime() - last < job.everyMs) return;
    lastRun.set(job.name, now.getTime());
    try {
      await withJobLock(database, job.name, async () => {
        const done = await job.run({ db: database.db, now });
        if (done > 0) logger?.info({ job: job.name, done }, 'job ran');
      });
    } catch (err) {
      // One failing job must not stop the others; it runs again on its next turn.
      logger?.error({ err, job: job.name }, 'job failed');
    }
  }

  async function runDue(): Promise<void> {
    // Never two runs of this instance at once: a slow run makes the next tick wait, not overlap.
    while (running) await running;
    running = (async () => {
      for (const job of jobs) await runJob(job);
    })();
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
        if (!running) void runDue();
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
