import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite } from '#db/client.ts';
import { migratedDataDir } from '#testing/databases.ts';
import { compiledOperator } from '#testing/run-main.ts';
import { openMemberAccounts, transfer } from '#ledger';
import { runOperatorCli } from './cli.ts';
import { parseArguments } from './command.ts';

/** Runs the CLI in-process against `dataDir`, collecting what it prints. */
async function operator(dataDir: string, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperatorCli(argv, {
    env: { DATA_DIR: dataDir, NODE_ENV: 'test' },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err };
}

/** Changes the PGlite database in `dataDir` directly, as a bug or a hand-made edit would. */
async function withDatabaseIn(
  dataDir: string,
  work: (db: Awaited<ReturnType<typeof openPglite>>['db']) => Promise<unknown>,
) {
  const database = await openPglite(path.join(dataDir, 'pglite'));
  try {
    await work(database.db);
  } finally {
    await database.close();
  }
}

describe('operator CLI', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await migratedDataDir('ug99-operator-');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('ledger:reconcile prints "ledger balanced" and exits 0 on a ledger written through its API', async () => {
    expect(await operator(dataDir, 'ledger:reconcile')).toEqual({
      code: 0,
      out: ['ledger balanced'],
      err: [],
    });
    await withDatabaseIn(dataDir, async (db) => {
      await openMemberAccounts(db, 1);
      await transfer(db, {
        key: 'cli-deposit',
        from: { system: 'gateway_cash' },
        to: { member: 1, wallet: 1 },
        amount: 50_000n,
        reason: 'deposit',
        createdBy: 'test',
        at: new Date(),
      });
    });
    expect(await operator(dataDir, 'ledger:reconcile')).toEqual({
      code: 0,
      out: ['ledger balanced'],
      err: [],
    });
  });

  it('ledger:reconcile prints each violation and exits 1 when a balance was changed behind the ledger', async () => {
    await withDatabaseIn(dataDir, (db) =>
      db.execute(sql`update ledger_accounts set balance = balance + 5 where code = 'member:1:wallet:1'`),
    );

    const { code, out } = await operator(dataDir, 'ledger:reconcile');

    expect(code).toBe(1);
    expect(out).toEqual([
      'zero_sum: THB balances sum to 5, not 0',
      'balance_matches_transfers: member:1:wallet:1 has balance 50005 but its transfers add up to 50000',
      '2 violation(s)',
    ]);
  });

  it('an unknown command prints the usage list and exits 2', async () => {
    const { code, err } = await operator(dataDir, 'ledger:balance-everything');
    expect(code).toBe(2);
    expect(err[0]).toBe('unknown command: ledger:balance-everything');
    expect(err.some((line) => line.includes('ledger:reconcile'))).toBe(true);
  });

  it('a name inherited from Object is an unknown command too', async () => {
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const { code, err } = await operator(dataDir, name);
      expect({ code, first: err[0] }).toEqual({ code: 2, first: `unknown command: ${name}` });
    }
  });

  it('help lists the commands and exits 0', async () => {
    const { code, out } = await operator(dataDir, 'help');
    expect(code).toBe(0);
    expect(out.some((line) => line.trim().startsWith('ledger:reconcile'))).toBe(true);
  });

  it('a bad configuration is reported in one line and exits 1', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOperatorCli(['ledger:reconcile'], {
      env: { DATABASE_URL: 'mysql://nowhere' },
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    expect(code).toBe(1);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^error: /);
    expect(err[0]).toContain('DATABASE_URL');
  });

  // The compiled command line, as `npm run operator` runs it, opening the embedded database; the bound only
  // catches a hang.
  it('as a process, exits with the command’s code', async () => {
    const run = promisify(execFile)(process.execPath, [compiledOperator(), 'ledger:reconcile'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    await expect(run).rejects.toMatchObject({ code: 1, stdout: expect.stringContaining('zero_sum: ') });
  }, 90_000);
});

describe('operator arguments', () => {
  it('reads positional arguments, --name value, --name=value and bare flags', () => {
    expect(
      parseArguments(['member:show', '0812345678', '--wallet', '1', '--reason=ยอดผิด', '--dry-run']),
    ).toEqual({
      args: ['member:show', '0812345678'],
      flags: { wallet: '1', reason: 'ยอดผิด', 'dry-run': true },
    });
  });

  it('treats a flag followed by another flag as a bare flag', () => {
    expect(parseArguments(['--yes', '--amount', '-5'])).toEqual({
      args: [],
      flags: { yes: true, amount: '-5' },
    });
  });
});
