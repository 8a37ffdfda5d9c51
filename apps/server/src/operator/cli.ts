/**
 * The operator command line (domain.md §12): `npm run operator -- <command> [args] [--flags]`.
 * It reads the same configuration as the server (DATABASE_URL, else PGlite in DATA_DIR), opens the
 * database, applies pending migrations, runs one command and exits with its code.
 */
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config.ts';
import { createDatabase } from '../db/client.ts';
import type { Database } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { parseArguments } from './command.ts';
import type { OperatorCommand } from './command.ts';

/** Every command, one line each: its name and the module whose default export it is. */
export const COMMANDS: Record<string, () => Promise<{ default: OperatorCommand }>> = {
  'ledger:reconcile': () => import('./commands/ledger-reconcile.ts'),
  'member:show': () => import('./commands/member-show.ts'),
  'balance:adjust': () => import('./commands/balance-adjust.ts'),
  'sandbox:otp': () => import('./commands/sandbox-otp.ts'),
};

export type CliIo = {
  env: Record<string, string | undefined>;
  out(line: string): void;
  err(line: string): void;
};

const processIo: CliIo = {
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** Exit codes: 0 done, 1 the command failed or refused, 2 the command line itself was wrong. */
export async function runOperatorCli(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  const { args, flags } = parseArguments(argv);
  const [name, ...rest] = args;
  if (!name || name === 'help' || flags.help === true) {
    await printUsage(io.out);
    return name === 'help' || flags.help === true ? 0 : 2;
  }
  const load = COMMANDS[name];
  if (!load) {
    io.err(`unknown command: ${name}`);
    await printUsage(io.err);
    return 2;
  }
  const command = (await load()).default;

  let database: Database | undefined;
  try {
    const config = loadConfig(io.env);
    database = await createDatabase(config);
    await migrateDatabase(database);
    return await command.run({
      db: database.db,
      database,
      config,
      args: rest,
      flags,
      print: (line = '') => io.out(line),
    });
  } catch (err) {
    // Refusals and bad configuration are for the operator to fix: the message says what; no stack.
    if (err instanceof ConfigError || (err instanceof Error && err.name === 'OperatorError')) {
      io.err(`error: ${err.message}`);
    } else {
      io.err(`${name} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    }
    return 1;
  } finally {
    await database?.close();
  }
}

async function printUsage(print: (line: string) => void): Promise<void> {
  print('usage: npm run operator -- <command> [args] [--flags]');
  print('');
  print('commands:');
  const commands = await Promise.all(Object.values(COMMANDS).map(async (load) => (await load()).default));
  const width = Math.max(...commands.map((c) => c.name.length));
  for (const c of commands) {
    print(`  ${c.name.padEnd(width)}  ${c.summary}`);
    if (c.usage) print(`  ${' '.repeat(width)}  ${c.name} ${c.usage}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runOperatorCli(process.argv.slice(2));
}
