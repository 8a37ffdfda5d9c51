import { spawn } from 'node:child_process';
import { open } from 'node:fs/promises';
import { OperatorError } from './command.ts';

/**
 * Backups of the site's database (docs/OPERATIONS.md#backups): PostgreSQL's own custom format
 * (`pg_dump --format=custom`, restored by `pg_restore`), or PGlite's own dump of its data folder (a gzip
 * tarball, `dumpDataDir`). A file says which it is by its first bytes.
 */
export type BackupFormat = 'pg_dump' | 'pglite';

export async function backupFormatOf(file: string): Promise<BackupFormat> {
  const handle = await open(file, 'r').catch(() => {
    throw new OperatorError(`cannot read ${file}`);
  });
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString('latin1') === 'PGDMP') return 'pg_dump';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  } finally {
    await handle.close();
  }
  throw new OperatorError(`${file} is neither a pg_dump custom-format backup nor a PGlite dump`);
}

/** Runs one of PostgreSQL's client programs; its error output becomes the operator's message. */
export function runPgTool(program: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.on('error', (error) =>
      reject(new OperatorError(`${program} could not run (${error.message}); install postgresql-client`)),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve(out)
        : reject(new OperatorError(`${program} failed: ${err.trim() || `exit ${code}`}`)),
    );
  });
}

/** The major version of a PostgreSQL client program, from `--version` ("pg_dump (PostgreSQL) 15.20 …"). */
export async function clientMajor(program: 'pg_dump' | 'pg_restore'): Promise<number> {
  const match = /\(PostgreSQL\) (\d+)/.exec(await runPgTool(program, ['--version']));
  if (!match) throw new OperatorError(`${program} --version did not say its version`);
  return Number(match[1]);
}

/**
 * pg_dump refuses a server newer than itself, and a dump made by a newer pg_dump may not restore into
 * an older server: the tool's major version must be at least the server's (the same is best).
 */
export function requireClientFor(program: string, clientVersion: number, serverVersionNum: number): void {
  const server = Math.floor(serverVersionNum / 10_000);
  if (clientVersion < server) {
    throw new OperatorError(
      `${program} ${clientVersion} is older than the PostgreSQL ${server} server; install postgresql-client-${server}`,
    );
  }
}
