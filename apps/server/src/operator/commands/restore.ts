import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { backupFormatOf, clientMajor, requireClientFor, runPgTool } from '../backup-files.ts';
import { OperatorError, requireFlag } from '../command.ts';
import type { OfflineContext, OperatorCommand } from '../command.ts';

const isDatabaseUrl = (target: string) => /^postgres(ql)?:\/\//.test(target);

/** A PostgreSQL database with nothing of its own yet: no table or sequence outside the system schemas. */
async function requireEmptyDatabase(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((err: Error) => {
    throw new OperatorError(`cannot connect to the target database: ${err.message}`);
  });
  try {
    const { rows } = await client.query<{ n: string; v: string }>(
      `select (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
           and n.nspname not like 'pg_temp%' and c.relkind in ('r', 'p', 'S', 'v', 'm'))::text as n,
        current_setting('server_version_num') as v`,
    );
    if (Number(rows[0]?.n) > 0) {
      throw new OperatorError('the target database is not empty; restore into a new, empty database');
    }
    return Number(rows[0]?.v);
  } finally {
    await client.end();
  }
}

/** A data folder that does not exist yet or is empty: the restored database's DATA_DIR. */
function requireEmptyFolder(dir: string): void {
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new OperatorError(`${dir} is not empty; restore into a new DATA_DIR`);
  }
}

/**
 * `restore FILE --to NEW_DATA_DIR|DATABASE_URL` (docs/OPERATIONS.md#restore): a backup of `backup` into
 * an empty target, never over a database in use. A pg_dump backup goes into an empty PostgreSQL database
 * (`pg_restore`, one transaction: all or nothing); a PGlite dump becomes the embedded database of a new
 * DATA_DIR. It runs in the command line alone: it needs neither the site's database nor a server.
 * Afterwards `ledger:reconcile` on the restored copy says whether it balances.
 */
async function restore({ args, flags, print }: OfflineContext): Promise<number> {
  const file = args[0];
  if (!file)
    throw new OperatorError('name the backup file: restore <file> --to <new DATA_DIR or DATABASE_URL>');
  const target = requireFlag(flags, 'to');
  const format = await backupFormatOf(file);
  let restoredInto: string;
  if (isDatabaseUrl(target)) {
    if (format !== 'pg_dump') {
      throw new OperatorError(
        'a PGlite dump restores into a new DATA_DIR (--to <folder>), not into PostgreSQL',
      );
    }
    const serverVersion = await requireEmptyDatabase(target);
    requireClientFor('pg_restore', await clientMajor('pg_restore'), serverVersion);
    await runPgTool('pg_restore', [
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      `--dbname=${target}`,
      file,
    ]);
    restoredInto = 'PostgreSQL';
  } else {
    if (format !== 'pglite') {
      throw new OperatorError(
        'a pg_dump backup restores into an empty PostgreSQL database (--to postgres://…)',
      );
    }
    const dataDir = path.resolve(target);
    requireEmptyFolder(dataDir);
    const pgliteDir = path.join(dataDir, 'pglite');
    mkdirSync(pgliteDir, { recursive: true });
    const client = await PGlite.create(pgliteDir, {
      loadDataDir: new Blob([readFileSync(file)], { type: 'application/x-gzip' }),
    });
    await client.query('select 1');
    await client.close();
    restoredInto = `DATA_DIR ${dataDir}`;
  }
  if (flags.json === true) print(JSON.stringify({ file, format, restored_into: restoredInto }));
  else {
    print(`restored ${file} (${format}) into ${restoredInto}`);
    print('next: npm run operator -- ledger:reconcile against it (DATABASE_URL or DATA_DIR of the copy)');
  }
  return 0;
}

const restoreCommand: OperatorCommand = {
  name: 'restore',
  summary: 'restore a backup into an empty PostgreSQL database or a new DATA_DIR',
  usage: '<file> --to <new DATA_DIR | DATABASE_URL> [--json]',
  offline: restore,
  async run() {
    throw new OperatorError(
      'restore runs from the command line (npm run operator -- restore …), not through a server',
    );
  },
};

export default restoreCommand;
