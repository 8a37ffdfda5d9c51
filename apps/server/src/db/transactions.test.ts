import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { testDatabases } from '#testing/databases.ts';

// db/client.ts: a PostgreSQL transaction gives its connection back even when BEGIN fails.
const postgres = testDatabases().find((d) => d.kind === 'postgres');

describe.runIf(postgres)('transactions on PostgreSQL', () => {
  let database: Extract<Database, { kind: 'postgres' }>;
  beforeAll(async () => {
    const opened = await postgres!.create();
    if (opened.kind !== 'postgres') throw new Error('expected PostgreSQL');
    database = opened;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives the connection back when BEGIN fails, so the pool never runs dry', async () => {
    const { pool, db } = database;
    // As when a connection ends between being handed out and BEGIN: the first statement on it fails.
    const failFirstStatement = (client: pg.PoolClient) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      let first = true;
      (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
        if (!first) return query(...args);
        first = false;
        return Promise.reject(new Error('Connection terminated unexpectedly'));
      };
    };
    pool.on('acquire', failFirstStatement);
    // More failed BEGINs than the pool has connections (ten): each one lost would leave the next waiting.
    for (let i = 0; i < 12; i += 1) {
      await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow(/begin/);
      expect(pool.totalCount - pool.idleCount, `connections still out after failure ${i + 1}`).toBe(0);
    }
    pool.off('acquire', failFirstStatement);
    const rows = await db.transaction(async (tx) => rowsOf(await tx.execute(sql`select 1 as one`)));
    expect(rows).toEqual([{ one: 1 }]);
  });
});
