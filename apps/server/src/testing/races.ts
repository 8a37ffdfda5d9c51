import { testDatabases } from './databases.ts';
import type { TestDatabase } from './databases.ts';

/**
 * The database of a race test: real concurrency needs several connections, so PostgreSQL only (PGlite
 * runs one statement at a time). Undefined when the run has no PostgreSQL: the test is then skipped.
 */
export function racePostgres(): TestDatabase | undefined {
  return testDatabases().find((d) => d.kind === 'postgres');
}
