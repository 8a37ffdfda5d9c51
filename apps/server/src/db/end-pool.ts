import type pg from 'pg';

/**
 * `pool.end()` resolves once the pool has let go of its clients, not once their connections are
 * closed. Dropping the database right after (`with (force)`) then kills connections that are still
 * closing, and their FATAL message surfaces as an uncaught error. This waits for every close; every
 * PostgreSQL database the server opens is closed through it.
 */
export async function endPoolCompletely(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    let removed = 0;
    if (open === 0) resolve();
    pool.on('remove', () => {
      removed += 1;
      if (removed === open) resolve();
    });
  });
  await pool.end();
  await closed;
}
