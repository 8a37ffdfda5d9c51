import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateDatabase } from '#db/migrate.ts';
import { openPostgres } from '#db/client.ts';
import {
  dropDatabase,
  dropDatabasesOfRun,
  dropStaleTestDatabases,
  openMigratedPglite,
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
  SERVER_SOURCES,
  TEST_RUN_ENV,
  withAdmin,
} from '#testing/databases.ts';
import { PGLITE_SET } from '#testing/pglite-set.ts';

/**
 * The server project's global setup: migrates one PGlite and (with TEST_DATABASE_URL) one PostgreSQL
 * database once per run, and tells the test files where they are, so that each file's database starts as
 * a copy of that migrated state (src/testing/databases.ts). The copies are exact, so a test sees what a
 * freshly migrated database holds; the migrations themselves keep their own tests (src/db/). Everything is
 * removed when the run ends.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const missing = PGLITE_SET.filter((file) => !existsSync(path.join(SERVER_SOURCES, file)));
  if (missing.length > 0) {
    throw new Error(`src/testing/pglite-set.ts names test files that do not exist: ${missing.join(', ')}`);
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'ug99-test-templates-'));
  const pglite = await openMigratedPglite();
  if (pglite.kind !== 'pglite') throw new Error('expected PGlite');
  const dump = await pglite.client.dumpDataDir('none');
  await pglite.close();
  const dumpFile = path.join(folder, 'pglite-migrated.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = dumpFile;

  const adminUrl = process.env.TEST_DATABASE_URL;
  let template: string | undefined;
  // The files' own copies are named after the run, so that the teardown finds what they left.
  const run = `ug99_test_${randomBytes(4).toString('hex')}`;
  process.env[TEST_RUN_ENV] = run;
  if (adminUrl) {
    await dropStaleTestDatabases(adminUrl, Date.now());
    template = `ug99_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await withAdmin(adminUrl, (admin) => admin.query(`create database "${template}"`));
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = openPostgres(url.toString());
    try {
      await migrateDatabase(database);
    } finally {
      // A database is copied only while nobody is connected to it.
      await database.close();
    }
    process.env[POSTGRES_TEMPLATE_ENV] = template;
  }

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (adminUrl) await dropDatabasesOfRun(adminUrl, run);
    if (adminUrl && template) await dropDatabase(adminUrl, template);
  };
}
