import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, NodePgSession } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '#config';
import { createAvailability, describeError } from '#shared/availability.ts';
import { inCommitScope } from '#shared/commit-hooks.ts';
import type { Availability } from '#shared/availability.ts';
import { endPoolCompletely } from './end-pool.ts';
import { isDatabaseUnavailable } from './unavailable.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

/** What queries and services receive: the database or a transaction on it, whichever driver is behind. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export type Database =
  | { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> }
  | {
      kind: 'postgres';
      db: Db;
      pool: pg.Pool;
      /** Whether PostgreSQL is reachable as the pool last saw it (docs/OPERATIONS.md#postgresql). */
      availability?: Availability;
      close(): Promise<void>;
    };

/** A connection attempt gives up after this, so a call fails fast when PostgreSQL cannot be reached. */
export const CONNECT_TIMEOUT_MS = 3_000;

/**
 * PGlite's own settings reserve 128 MB of shared buffers inside its WebAssembly memory, which never
 * shrinks; an embedded single-process database serves from the OS file cache just as well with 16 MB
 * (docs/PERFORMANCE.md#idle-memory).
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'temp_buffers=1MB', '-c', 'wal_buffers=1MB'],
];

/**
 * A new data folder is initialised (initdb) in a short-lived child process: initdb's memory, about
 * 450 MB, would otherwise stay with the server for its whole life (docs/PERFORMANCE.md#idle-memory).
 */
function initialisePgliteFolder(dataDir: string): void {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
const client = await PGlite.create(${JSON.stringify(dataDir)});
await client.close();`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`PGlite could not initialise ${dataDir}: ${child.stderr}`);
}

/**
 * PGlite keeps its files in `dataDir`, or only in memory when none is given (tests). `fromDump`, for an
 * in-memory database only, starts from a data folder PGlite dumped (`dumpDataDir`) instead of running
 * initdb: the tests start every file from one migrated dump (src/testing/databases.ts).
 */
export async function openPglite(dataDir?: string, fromDump?: Blob): Promise<Database> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    initialisePgliteFolder(dataDir);
  }
  const client = await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS, loadDataDir: fromDump });
  const db = withCommitHooks(drizzlePglite({ client, schema }));
  return { kind: 'pglite', db, client, close: () => client.close() };
}

/**
 * A new connection gives up after CONNECT_TIMEOUT_MS, so an unreachable PostgreSQL answers "try again"
 * quickly. The bound is the connection's own, not the pool's `connectionTimeoutMillis`: that one also
 * bounds the wait for a free connection, and a burst of requests queued behind the pool's ten connections
 * (200 members betting at once) then failed with 503 while the database was fine.
 */
class TimedClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

/**
 * Every connection of the pool has an error listener for its whole life, checked out or idle: a
 * connection that PostgreSQL ends (a restart, a failover, pg_terminate_backend) emits 'error', and an
 * 'error' nobody listens to ends the process (docs/OPERATIONS.md#postgresql). The pool discards a
 * connection that failed (it is no longer queryable) when it comes back, and opens new ones as needed,
 * so the first call after PostgreSQL returns gets a fresh connection.
 */
export function openPostgres(url: string, logger?: Logger): Database {
  const pool = new pg.Pool({ connectionString: url, application_name: 'ug99-server', Client: TimedClient });
  const availability = createAvailability('PostgreSQL', logger);
  const onError = (err: unknown) => {
    if (isDatabaseUnavailable(err)) availability.down(err);
    else logger?.error({ err: describeError(err) }, 'PostgreSQL connection failed');
  };
  pool.on('connect', (client) => {
    client.on('error', onError);
    availability.up();
  });
  // The pool's own event for an idle connection's failure, which the connection's listener above has
  // already reported; without a listener here the pool's 'error' would end the process.
  pool.on('error', () => undefined);
  const db = withCommitHooks(givingConnectionsBack(drizzlePostgres({ client: pool, schema }), pool));
  return { kind: 'postgres', db, pool, availability, close: () => endPoolCompletely(pool) };
}

/**
 * drizzle's transaction on a pool sends BEGIN before the try/finally that gives the connection back: when
 * BEGIN fails (the connection ended between being handed out and BEGIN, as while PostgreSQL restarts or
 * terminates backends), the connection is never given back, and once the pool's ten are lost every call
 * waits forever (docs/OPERATIONS.md#postgresql). So a transaction takes its connection here and always gives
 * it back; the pool discards one that failed. drizzle runs the transaction on that one connection.
 */
function givingConnectionsBack(db: Db, pool: pg.Pool): Db {
  // The dialect is drizzle's own object, not in its types; `db._` is the relational schema the session needs.
  const { dialect } = db as unknown as { dialect: PgDialect };
  const { schema: tables, fullSchema, tableNamesMap } = db._;
  const relational = tables ? { schema: tables, fullSchema, tableNamesMap } : undefined;
  db.transaction = (async (work, config) => {
    const client = await pool.connect();
    try {
      const session = new NodePgSession<Schema, Db['_']['schema'] & object>(client, dialect, relational);
      return await session.transaction(work as never, config);
    } finally {
      client.release();
    }
  }) as Db['transaction'];
  return db;
}

/**
 * Every transaction opened on the database gets a commit scope (#shared/commit-hooks.ts): what its work
 * registers with `afterCommit` (the money metrics) runs once it has committed, never for a rollback.
 */
function withCommitHooks(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) => inCommitScope(() => transaction(work, config))) as Db['transaction'];
  return db;
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/pglite. */
export async function createDatabase(config: Config, logger?: Logger): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, logger)
    : openPglite(path.join(config.dataDir, 'pglite'));
}
