import { loadConfig } from '#config';
import type { TestApp } from './app.ts';
import { testDatabases } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { registerMember } from './members.ts';
import type { Registered } from './members.ts';

/**
 * The database of a race test: real concurrency needs several connections, so PostgreSQL only (PGlite
 * runs one statement at a time). Undefined when the run has no PostgreSQL: the test is then skipped.
 */
export function racePostgres(): TestDatabase | undefined {
  return testDatabases().find((d) => d.kind === 'postgres');
}

/** The members config of an app whose test registers hundreds of members from one address. */
export function manyMembersPerIp() {
  return { ...loadConfig({ NODE_ENV: 'test' }).members, checkAccountMaxPerIp: 100_000 };
}

/**
 * `n` members registered through the API, 25 at a time (more at once only queue for the password hash);
 * `prepare` is given each batch once it is registered.
 */
export async function registerMembers(
  t: TestApp,
  n: number,
  prepare: (batch: Registered[]) => Promise<void> = async () => {},
): Promise<Registered[]> {
  const out: Registered[] = [];
  while (out.length < n) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, n - out.length) }, () => registerMember(t)),
    );
    await prepare(batch);
    out.push(...batch);
  }
  return out;
}
