import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config';
import { openPglite } from '#db/client.ts';
import type { Database } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { transfer } from '#ledger';
import { dropDatabase, testDatabases, withAdmin } from '#testing/databases.ts';
import { runOperatorCli } from './cli.ts';
import backup from './commands/backup.ts';
import { executeCommand } from './execute.ts';

/** Runs the operator command line in-process with `env`, collecting what it prints. */
async function operator(env: Record<string, string>, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperatorCli(argv, {
    env: { NODE_ENV: 'test', ...env },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err };
}

/**
 * Money moving all the time: `writers` loops of transfers, each key remembered once its transfer is
 * acknowledged (committed), until `stop`.
 */
function moneyTraffic(database: Database, writers = 4) {
  const acknowledged: string[] = [];
  let running = true;
  const loops = Array.from({ length: writers }, async (_, w) => {
    for (let i = 0; running; i++) {
      const key = `backup-test:${w}:${i}`;
      await transfer(database.db, {
        key,
        from: { system: 'operator_adjustment' },
        to: { system: 'gateway_cash' },
        amount: BigInt(100 + i),
        reason: 'operator_adjustment',
        memo: 'traffic during a backup',
        createdBy: 'test',
        at: new Date(),
      });
      acknowledged.push(key);
      // PGlite answers in microtasks: without a turn of the event loop no timer would ever run.
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  return {
    acknowledged,
    /** Stops the loops; a transfer that failed fails the test here. */
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe.each(testDatabases())('backup and restore on $kind', { timeout: 120_000 }, (target) => {
  let database: Database;
  let dir: string;
  beforeAll(async () => {
    database = await target.create();
    dir = mkdtempSync(path.join(tmpdir(), 'ug99-backup-'));
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up during money traffic; the restored copy balances and has every operation acknowledged before the backup began', async () => {
    const file = path.join(dir, `ug99.${target.kind === 'postgres' ? 'dump' : 'tar.gz'}`);
    const config =
      database.kind === 'postgres'
        ? loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.pool.options.connectionString ?? '' })
        : loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
    const traffic = moneyTraffic(database);
    // Some traffic first, so the backup starts in the middle of it.
    for (let i = 0; i < 500 && traffic.acknowledged.length < 40; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(traffic.acknowledged.length).toBeGreaterThanOrEqual(40);
    const before = [...traffic.acknowledged];
    // On the embedded database the server that holds it takes the dump (the operator API's path); on
    // PostgreSQL the command line runs pg_dump itself.
    const made = await executeCommand(backup, {
      db: database.db,
      database,
      config,
      args: [],
      flags: { out: file, json: true },
    });
    // The site goes on moving money after the backup, then the traffic stops.
    const after = traffic.acknowledged.length;
    for (let i = 0; i < 500 && traffic.acknowledged.length < after + 20; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    await traffic.stop();
    expect(made.err).toEqual([]);
    expect(made.exitCode).toBe(0);
    expect(JSON.parse(made.out[0]!)).toMatchObject({
      file,
      format: target.kind === 'postgres' ? 'pg_dump' : 'pglite',
      bytes: expect.any(Number),
    });
    expect(traffic.acknowledged.length).toBeGreaterThanOrEqual(after + 20);

    // A backup never overwrites a file.
    expect(
      (await executeCommand(backup, { db: database.db, database, config, args: [], flags: { out: file } }))
        .err,
    ).toEqual([`error: ${file} exists; a backup never overwrites a file`]);

    let keys: string[];
    if (target.kind === 'postgres') {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `ug99_restore_${Date.now()}_${randomBytes(3).toString('hex')}`;
      await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      try {
        // Never into a database that is in use.
        const refused = await operator({}, 'restore', file, '--to', config.databaseUrl!);
        expect(refused).toMatchObject({ code: 1, err: [expect.stringContaining('not empty')] });
        expect(await operator({}, 'restore', file, '--to', url.toString())).toMatchObject({
          code: 0,
          err: [],
        });
        expect(await operator({ DATABASE_URL: url.toString() }, 'ledger:reconcile')).toEqual({
          code: 0,
          out: ['ledger balanced'],
          err: [],
        });
        const copy = await withAdmin(url.toString(), (client) =>
          client.query<{ key: string }>(
            `select idempotency_key as key from ledger_transfers where idempotency_key like 'backup-test:%'`,
          ),
        );
        keys = copy.rows.map((r) => r.key);
      } finally {
        await dropDatabase(adminUrl, name);
      }
    } else {
      const copyDir = path.join(dir, 'restored');
      // Never into a DATA_DIR that holds something (this one holds the backup).
      const refused = await operator({}, 'restore', file, '--to', dir);
      expect(refused).toMatchObject({ code: 1, err: [expect.stringContaining('not empty')] });
      expect(await operator({}, 'restore', file, '--to', copyDir)).toMatchObject({ code: 0, err: [] });
      expect(await operator({ DATA_DIR: copyDir }, 'ledger:reconcile')).toEqual({
        code: 0,
        out: ['ledger balanced'],
        err: [],
      });
      const copy = await openPglite(path.join(copyDir, 'pglite'));
      try {
        keys = rowsOf<{ key: string }>(
          await copy.db.execute(
            sql`select idempotency_key as key from ledger_transfers where idempotency_key like 'backup-test:%'`,
          ),
        ).map((r) => r.key);
      } finally {
        await copy.close();
      }
    }
    const restored = new Set(keys);
    expect(before.filter((key) => !restored.has(key))).toEqual([]);
    // Nothing invented: the copy holds only transfers that were made.
    const written = new Set(traffic.acknowledged);
    expect(keys.filter((key) => !written.has(key))).toEqual([]);
  });
});
