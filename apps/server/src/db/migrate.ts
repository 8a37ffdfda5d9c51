import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database } from './client.ts';
import { serverPackageDir } from '#config';

// From the package folder, so the compiled bundle (dist/main.js) finds it too (scripts/build-server.mjs).
export const migrationsFolder = path.join(serverPackageDir, 'drizzle');

/** Arbitrary but fixed: every instance of this server agrees on it. */
const MIGRATION_LOCK_KEY = 7_412_009_901;

/** Applies the committed drizzle-kit migrations that this database has not seen yet. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.client }), { migrationsFolder });
    return;
  }
  // Several instances may start together; an advisory lock held on one connection lets exactly one
  // of them migrate while the others wait and then find nothing left to do.
  const connection = await database.pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzle({ client: connection }), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
