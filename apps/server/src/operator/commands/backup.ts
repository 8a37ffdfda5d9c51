import { existsSync } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '#db/rows.ts';
import { clientMajor, requireClientFor, runPgTool } from '../backup-files.ts';
import { OperatorError, requireFlag } from '../command.ts';
import type { OperatorCommand } from '../command.ts';

/**
 * `backup --out FILE` (docs/OPERATIONS.md#backups): a consistent logical backup while the site runs.
 * PostgreSQL: `pg_dump --format=custom` from the operator's machine, one snapshot of the whole database
 * (every transaction committed before it starts, none after). The embedded database: PGlite's own dump of
 * its data folder, taken by the server that holds it (or by the command line when none runs) between two
 * statements, like a snapshot of a disk after a power cut: what was committed is there, what was not is
 * rolled back when it starts.
 */
const backup: OperatorCommand = {
  name: 'backup',
  summary: 'write a consistent backup of the database while the site runs (pg_dump format, or PGlite’s dump)',
  usage: '--out <file> [--json]',
  // pg_dump runs here, never on a server: the file is the operator's. On the embedded database the
  // server that holds it (announced in DATA_DIR, on this machine) writes the dump.
  local: true,
  async prepare({ args, flags }) {
    const out = path.resolve(requireFlag(flags, 'out'));
    if (existsSync(out)) throw new OperatorError(`${out} exists; a backup never overwrites a file`);
    return { args, flags: { ...flags, out } };
  },
  async run({ database, config, flags, print }) {
    const out = requireFlag(flags, 'out');
    if (existsSync(out)) throw new OperatorError(`${out} exists; a backup never overwrites a file`);
    let format: string;
    if (database.kind === 'pglite') {
      const dump = await database.client.dumpDataDir('gzip');
      await writeFile(out, Buffer.from(await dump.arrayBuffer()), { flag: 'wx' });
      format = 'pglite';
    } else {
      const [row] = rowsOf<{ v: string }>(await database.db.execute(sql`show server_version_num`));
      requireClientFor('pg_dump', await clientMajor('pg_dump'), Number(row?.v));
      await runPgTool('pg_dump', [
        '--format=custom',
        '--no-owner',
        `--file=${out}`,
        `--dbname=${config.databaseUrl}`,
      ]);
      format = 'pg_dump';
    }
    const bytes = (await stat(out)).size;
    if (flags.json === true) print(JSON.stringify({ file: out, format, bytes, database: database.kind }));
    else print(`backup written: ${out} (${format}, ${bytes} bytes) of the ${database.kind} database`);
    return 0;
  },
};

export default backup;
