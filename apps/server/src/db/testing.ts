import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres } from './client.ts';
import type { Database, DatabaseKind } from './client.ts';
import { migrateDatabase } from './migrate.ts';

export type TestDatabase = {
  kind: DatabaseKind;
  /** A fresh, migrated, empty database; its `close()` also removes it. */
  create(): Promise<Database>;
};

/**
 * The databases server integration tests run on: always an in-memory PGlite, and also PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it). Use with `describe.each(testDatabases())`.
 */
export function testDatabases(): TestDatabase[] {
  const targets: TestDatabase[] = [{ kind: 'pglite', create: createPgliteTestDatabase }];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) targets.push({ kind: 'postgres', create: () => createPostgresTestDatabase(adminUrl) });
  return targets;
}

async function createPgliteTestDatabase(): Promise<Database> {
  const database = await openPglite();
  await migrateDatabase(database);
  return database;
}

/** Each test file gets its own database, created through the admin URL and dropped on close. */
async function createPostgresTestDatabase(adminUrl: string): Promise<Database> {
  const name = `ug99_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"`));

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  try {
    await migrateDatabase(database);
  } catch (err) {
    await database.close();
    await dropDatabase(adminUrl, name);
    throw err;
  }
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

function dropDatabase(adminUrl: string, name: string) {
  return withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
}

async function withAdmin<T>(adminUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}
