import { afterAll, beforeAll } from 'vitest';
import { openPostgres } from '#db/client.ts';
import type { Database } from '#db/client.ts';
import type { TestDatabase } from './databases.ts';

/**
 * Two servers sharing one fresh PostgreSQL database, for a describe block on jobs that two runners
 * interleave: `one` is the database made in beforeAll, `two` another pool on it. Call it before the
 * block's own hooks: they then find both open, and its afterAll runs after theirs and closes both.
 */
export function twoServersOnPostgres(postgres: TestDatabase): { one: () => Database; two: () => Database } {
  let one: Database | undefined;
  let two: Database | undefined;
  beforeAll(async () => {
    one = await postgres.create();
    if (one.kind !== 'postgres') throw new Error('expected PostgreSQL');
    two = openPostgres(String(one.pool.options.connectionString));
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });
  const opened = (database: Database | undefined) => {
    if (!database) throw new Error('the databases are opened in beforeAll');
    return database;
  };
  return { one: () => opened(one), two: () => opened(two) };
}
