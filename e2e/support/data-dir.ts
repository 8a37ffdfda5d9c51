// The embedded database of a journey's own server starts as a copy of one migrated once per run, as the
// server project's test files do (apps/server/test/migrated-templates.ts): a fresh start runs PGlite's
// initdb and every migration, about 10 s of CPU each time, and five servers of the run started that way.
// The copy is exact, so a server sees what a freshly migrated database holds; it still seeds its own demo
// content on its own clock. The shared server starts on an empty folder, as `npm start` does on a
// newcomer's machine, so the first start stays proved by the journeys.
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';

/** Set by the e2e project's global setup (support/server.ts): the migrated PGlite folder to copy. */
const TEMPLATE_ENV = 'UG99_E2E_PGLITE_TEMPLATE';

/** Migrates an embedded database in `folder` once and offers it to the run's servers. */
export async function prepareMigratedTemplate(folder: string): Promise<void> {
  // PGlite itself rather than the server's openPglite, which runs initdb in a child process it finds with
  // import.meta.resolve, which the test runner's module loader does not have.
  const client = await PGlite.create(folder);
  try {
    await migrateDatabase({ kind: 'pglite', client, db: drizzle({ client }), close: () => client.close() });
  } finally {
    await client.close();
  }
  process.env[TEMPLATE_ENV] = folder;
}

/**
 * A new DATA_DIR for a server: holding a copy of the run's migrated database when there is one (the e2e
 * project), else empty (`npm run visual` alone), where the server creates and migrates its own.
 */
export function newDataDir(prefix: string): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const template = process.env[TEMPLATE_ENV];
  if (template && existsSync(template)) cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}
