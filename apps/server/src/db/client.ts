import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '#config';
import { endPoolCompletely } from './end-pool.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

/** What queries and services receive: the database or a transaction on it, whichever driver is behind. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export type Database =
  | { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close(): Promise<void> };

/** PGlite keeps its files in `dataDir`, or only in memory when none is given (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema });
  return { kind: 'pglite', db, client, close: () => client.close() };
}

export function openPostgres(url: string, logger?: Logger): Database {
  const pool = new pg.Pool({ connectionString: url, application_name: 'ug99-server' });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (err) => logger?.error({ err }, 'idle PostgreSQL client failed'));
  const db = drizzlePostgres({ client: pool, schema });
  return { kind: 'postgres', db, pool, close: () => endPoolCompletely(pool) };
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/pglite. */
export async function createDatabase(config: Config, logger?: Logger): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, logger)
    : openPglite(path.join(config.dataDir, 'pglite'));
}
