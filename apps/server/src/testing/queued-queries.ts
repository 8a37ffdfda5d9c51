import pg from 'pg';

/**
 * Queries sent on a PostgreSQL connection while it still had one waiting, as `Promise.all` over one
 * transaction's queries does: pg 8 queues them and warns (once a process), pg 9 will refuse them
 * (docs/ARCHITECTURE.md, layering). The server tests' setup fails the test that sent one
 * (test/setup.ts). The condition is the one pg checks before its warning, read on every query so that
 * each test is judged, not only a process's first.
 */
const queued: string[] = [];
let allowed = 0;
let watching = false;

type QueueHolder = { _queryQueue?: unknown; pipeline?: unknown };

export function watchQueuedQueries(): void {
  if (watching) return;
  watching = true;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const { _queryQueue: queue, pipeline } = this as unknown as QueueHolder;
    if (!Array.isArray(queue))
      queued.push('pg no longer keeps _queryQueue: update testing/queued-queries.ts');
    else if (queue.length > 0 && !pipeline && allowed === 0) queued.push(stackHere());
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
}

/** What was queued since the last call, each with where it was sent from. */
export function takeQueuedQueries(): string[] {
  return queued.splice(0);
}

/** Runs `work`, whose queries may queue on one connection by design (a test funnelling them into one). */
export async function allowingQueuedQueries<T>(work: () => Promise<T>): Promise<T> {
  allowed += 1;
  try {
    return await work();
  } finally {
    allowed -= 1;
  }
}

function stackHere(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 40;
  const stack = new Error('a query queued behind another on one connection').stack ?? '';
  Error.stackTraceLimit = limit;
  return stack;
}
