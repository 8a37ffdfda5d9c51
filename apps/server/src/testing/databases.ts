import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { expect } from 'vitest';
import { openPglite, openPostgres } from '#db/client.ts';
import type { Database, DatabaseKind, Db } from '#db/client.ts';
import { dropDatabase, withAdmin } from '#db/admin.ts';
import { endPoolCompletely } from '#db/end-pool.ts';
import { migrateDatabase } from '#db/migrate.ts';
import * as schema from '#db/schema/index.ts';
import { PGLITE_SET } from './pglite-set.ts';

// Throw-away databases for the server's integration tests and for the ledger benchmark
// (npm run bench:ledger): one home, so both create, migrate and drop them the same way.

export type TestDatabase = {
  kind: DatabaseKind;
  /** A fresh, migrated, empty database; its `close()` also removes it. */
  create(): Promise<Database>;
};

/**
 * The databases a server integration test file runs on; use with `describe.each(testDatabases())`.
 * - Without TEST_DATABASE_URL (a newcomer's machine): an in-memory PGlite.
 * - With it (CI): PostgreSQL, where races are real; and PGlite too for the files of PGLITE_SET
 *   (pglite-set.ts: start-up, migrations, a smoke test per domain, every money path's happy case), or for
 *   every file when TEST_PGLITE=all. The calling file is Vitest's current test file.
 */
export function testDatabases(): TestDatabase[] {
  const pglite: TestDatabase = { kind: 'pglite', create: createPgliteTestDatabase };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return [pglite];
  const postgres: TestDatabase = { kind: 'postgres', create: () => createPostgresTestDatabase(adminUrl) };
  return runsOnPgliteToo() ? [pglite, postgres] : [postgres];
}

function runsOnPgliteToo(): boolean {
  if (process.env.TEST_PGLITE === 'all') return true;
  const file = expect.getState().testPath;
  if (!file) return true; // not inside a test file: keep both
  const relative = path.relative(SERVER_SOURCES, file).split(path.sep).join('/');
  return PGLITE_SET.includes(relative);
}

/** The folder PGLITE_SET's paths are relative to: apps/server/src. */
export const SERVER_SOURCES = path.resolve(import.meta.dirname, '..');

/**
 * Set by the server project's global setup (test/migrated-templates.ts) for the test files: a migrated
 * PGlite data folder dumped to a file, and a migrated PostgreSQL database to copy. Each file's database
 * then starts as a copy of the same migrated state instead of running initdb and every migration again
 * (seconds per file on PGlite). Without them (a benchmark, a single file run another way) each database
 * is migrated on its own, as before.
 */
export const PGLITE_TEMPLATE_ENV = 'UG99_TEST_PGLITE_DUMP';
export const POSTGRES_TEMPLATE_ENV = 'UG99_TEST_POSTGRES_TEMPLATE';

/**
 * The migrated dump as PGlite takes it: a Blob it reads whole with `arrayBuffer()`. Node 20's own Blob
 * costs about 10 ms of CPU a megabyte to make and read back (about 0.5 s for the 46 MB dump), for every
 * database a test file opens; this one hands PGlite a copy of the bytes the worker read from the file
 * once. PGlite reads nothing else of it but its type (its `size` says 0).
 */
class DumpBlob extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super([], { type: 'application/x-tar' });
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer);
  }
}

let dumpRead: { file: string; bytes: Uint8Array } | undefined;

/** The run's migrated dump (the global setup's file), or undefined outside a run of the server project. */
function migratedDump(): Blob | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file || !existsSync(file)) return undefined;
  if (dumpRead?.file !== file) dumpRead = { file, bytes: new Uint8Array(readFileSync(file)) };
  return new DumpBlob(dumpRead.bytes);
}

async function createPgliteTestDatabase(): Promise<Database> {
  const dump = migratedDump();
  return dump ? openPglite(undefined, dump) : openMigratedPglite();
}

/**
 * A new DATA_DIR whose embedded database (`pglite/`) already holds every migration: the run's migrated
 * template written to disk. A test of an operator command on a data folder then does not pay initdb and
 * every migration (half a minute on a busy machine, which once ran past the test's time); main.test.ts
 * starts the server on an empty folder, and proves that path.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  let dump = migratedDump();
  if (!dump) {
    const migrated = await openMigratedPglite();
    if (migrated.kind !== 'pglite') throw new Error('expected PGlite');
    dump = await migrated.client.dumpDataDir('none');
    await migrated.close();
  }
  const client = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: dump });
  await client.close();
  return dataDir;
}

/** A new in-memory PGlite with every migration applied. */
export async function openMigratedPglite(): Promise<Database> {
  const database = await openPglite();
  await migrateDatabase(database);
  return database;
}

/**
 * The run's name, given by the global setup (test/migrated-templates.ts). It prefixes every database the
 * run's test files create, so that its teardown drops whatever of the run is left. (Their apps' Redis
 * namespaces are their own, one per database: testing/app.ts.)
 */
export const TEST_RUN_ENV = 'UG99_TEST_RUN';

/**
 * Each test file gets its own database, a copy of the migrated template. Copying one takes a second or
 * two, and dropping one as long, in every file: about a third of the server project's time when each file
 * waited for both. So the next copy is made while a file runs (the files of a worker share this module:
 * isolate: false), and a closed database is dropped without waiting for it; whatever a run leaves (the last
 * spare copy, a drop still in flight when the worker ended) goes in the global teardown.
 */
let spare: Promise<string> | undefined;

/**
 * A copy commits without waiting for its WAL to reach the disk (`synchronous_commit = off`, the copy's own
 * setting, which PostgreSQL does not carry over from the template): a test needs what a commit makes
 * visible, which is the same either way, not its survival of a PostgreSQL crash. The wait was a third of
 * a millisecond a commit on this machine's disk, 5–8 % of the time of the files that commit most
 * (docs/ARCHITECTURE.md#tests).
 */
function copyTemplate(adminUrl: string, template: string): Promise<string> {
  const run = process.env[TEST_RUN_ENV] ?? 'ug99_test';
  const name = `${run}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  return withAdmin(adminUrl, async (admin) => {
    await admin.query(`create database "${name}" template "${template}"`);
    await admin.query(`alter database "${name}" set synchronous_commit = off`);
  }).then(() => name);
}

async function createPostgresTestDatabase(adminUrl: string): Promise<Database> {
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  if (!template) return createMigratedPostgres(adminUrl);
  const name = await (spare ?? copyTemplate(adminUrl, template));
  spare = copyTemplate(adminUrl, template);
  // A failed spare surfaces in the file that takes it; until then it must not be an unhandled rejection.
  spare.catch(() => undefined);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  return {
    ...database,
    async close() {
      await database.close();
      dropDatabase(adminUrl, name).catch(() => undefined);
    },
  };
}

/** Without a template (a single file run outside the project's global setup): created and migrated here. */
async function createMigratedPostgres(adminUrl: string): Promise<Database> {
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

/**
 * Drops every database whose name starts with `prefix`: what a test run left behind. The worker may have
 * ended while PostgreSQL was still copying its last spare (a copy goes on after its client is gone), so
 * the copies still being made are waited for (at most 30 s) and dropped too.
 */
export async function dropDatabasesOfRun(adminUrl: string, prefix: string): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    const pattern = `${prefix}_%`;
    const copying = async () =>
      (
        await admin.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where query ilike 'create database%' and query like $1`,
          [`%"${pattern}"%`],
        )
      ).rows[0]!.n;
    for (let waited = 0; (await copying()) > 0 && waited < 30_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [`${prefix}_`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  });
}

/**
 * How old a database earlier runs left must be to be dropped: a copy (`ug99_test_<run>_<ms>_<random>`) is
 * left when a worker ends while PostgreSQL is still taking its last spare copy, and no file keeps one open
 * for hours; a template (`ug99_template_<ms>_<random>`) is left, with its copies, by a run stopped before
 * its teardown (a killed `npm test`), and is in use for a whole run, which two runs side by side on this
 * machine can make last past two hours. A run on the same machine now (another clone's) is younger.
 */
const STALE_TEST_DATABASE_MS = { copy: 2 * 3_600_000, template: 12 * 3_600_000 };

/** Drops the copies and templates earlier runs left (STALE_TEST_DATABASE_MS). */
export async function dropStaleTestDatabases(adminUrl: string, now: number): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string; made_at: string }>(
      `select datname, substring(datname from '_([0-9]+)_[0-9a-f]{8}$') as made_at from pg_database
        where datname ~ '^ug99_(test_[0-9a-f]{8}|template)_[0-9]+_[0-9a-f]{8}$'`,
    );
    for (const { datname, made_at: madeAt } of rows) {
      const kind = datname.startsWith('ug99_template_') ? 'template' : 'copy';
      if (now - Number(madeAt) > STALE_TEST_DATABASE_MS[kind]) {
        await admin.query(`drop database if exists "${datname}" with (force)`);
      }
    }
  });
}

/** What one transaction of raw SQL needs: a way to run statements on one connection. */
export type RawQuery = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type BenchDatabase = {
  label: string;
  db: Db;
  /** How many transfers run at once: PGlite has a single connection, PostgreSQL many. */
  concurrency: number;
  /** Runs `work` in one transaction on one connection, without the ledger module or the ORM. */
  rawTransaction<T>(work: (query: RawQuery) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export async function openBenchPglite(): Promise<BenchDatabase> {
  const client = await PGlite.create();
  const database: Database = {
    kind: 'pglite',
    client,
    db: drizzlePglite({ client, schema }),
    close: () => client.close(),
  };
  await migrateDatabase(database);
  return {
    label: 'PGlite (in memory)',
    db: database.db,
    concurrency: 1,
    rawTransaction: (work) => client.transaction((tx) => work((text, params) => tx.query(text, params))),
    close: () => client.close(),
  };
}

/** A throw-away database on the server behind `adminUrl`, dropped by `close()`. */
export async function openBenchPostgres(adminUrl: string, concurrency: number): Promise<BenchDatabase> {
  const name = `ug99_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: concurrency + 2 });
  const database: Database = {
    kind: 'postgres',
    pool,
    db: drizzlePostgres({ client: pool, schema }),
    close: () => pool.end(),
  };
  await migrateDatabase(database);
  return {
    label: `PostgreSQL ${(await pool.query('show server_version')).rows[0]?.server_version ?? ''}`.trim(),
    db: database.db,
    concurrency,
    async rawTransaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work((text, params) => client.query(text, params));
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback');
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      await endPoolCompletely(pool);
      await dropDatabase(adminUrl, name);
    },
  };
}

// The test set-up (test/migrated-templates.ts) and a few tests create and drop databases of their own.
export { dropDatabase, withAdmin };
