/**
 * The operator command line (docs/rules/operator.md#operator-commands):
 * `npm run operator -- <command> [args] [--flags]`. It reads the same configuration as the server. When a
 * server holds the database (OPERATOR_URL, or the server that announced itself in DATA_DIR while the embedded
 * database is in use) the command runs there through the operator API; otherwise the command line opens the
 * database itself (DATABASE_URL, else PGlite in DATA_DIR), applies pending migrations and runs it. It exits
 * with the command's code.
 */
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '#config';
import type { Config } from '#config';
import { createDatabase } from '#db/client.ts';
import type { Database } from '#db/client.ts';
import { migrateDatabase } from '#db/migrate.ts';
import { parseArguments } from './command.ts';
import type { OperatorCommand } from './command.ts';
import { COMMANDS, findCommand } from './commands/index.ts';
import { executeCommand, executeOffline } from './execute.ts';
import type { Execution } from './execute.ts';
import { findAnnouncedServer } from './local-server.ts';
import { findOperatorServer, runRemotely } from './remote.ts';
import { createCacheInvalidation } from '#shared/cache/invalidation.ts';
import { createRedisLink } from '#shared/redis.ts';

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

/**
 * Servers sharing this database through Redis clear their content caches, as after a command run
 * through the operator API (docs/PERFORMANCE.md#content-caches). Without Redis there is no way to
 * reach them: their caches age out within a minute.
 */
async function announceContentChange(config: Config): Promise<void> {
  if (!config.redisUrl) return;
  const link = createRedisLink(config.redisUrl, undefined, config.redisNamespace);
  const invalidation = createCacheInvalidation(link, () => undefined);
  await invalidation.publish();
  await invalidation.close();
}

/**
 * The server that runs the command, if any: none for a command that needs no database; for a `local`
 * one (a backup) only the server holding the embedded database of DATA_DIR on this machine; otherwise
 * OPERATOR_URL or that server.
 */
function serverFor(
  command: OperatorCommand,
  config: Config,
  env: Record<string, string | undefined>,
): string | undefined {
  if (command.offline) return undefined;
  if (!command.local) return findOperatorServer(config, env);
  return config.databaseUrl ? undefined : findAnnouncedServer(config.dataDir);
}

/** Exit codes: 0 done, 1 the command failed or refused, 2 the command line itself was wrong. */
export async function runOperatorCli(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  const { args, flags } = parseArguments(argv);
  const [name, ...rest] = args;
  if (!name || name === 'help' || flags.help === true) {
    await printUsage(io.out);
    return name === 'help' || flags.help === true ? 0 : 2;
  }
  const load = findCommand(name);
  if (!load) {
    io.err(`unknown command: ${name}`);
    await printUsage(io.err);
    return 2;
  }
  const command = (await load()).default;
  let prepared = { args: rest, flags };

  let database: Database | undefined;
  let result: Execution;
  try {
    const config = loadConfig(io.env);
    if (command.prepare) prepared = await command.prepare(prepared);
    const server = serverFor(command, config, io.env);
    if (command.offline) {
      result = await executeOffline({ ...command, offline: command.offline }, { config, ...prepared });
    } else if (server) {
      // The audit log names the person at this terminal, not the account the server runs as.
      const operator = flags.operator ?? io.env.USER ?? 'operator';
      result = await runRemotely(server, config, {
        command: name,
        args: prepared.args,
        flags: { ...prepared.flags, operator },
      });
    } else {
      database = await createDatabase(config);
      await migrateDatabase(database);
      result = await executeCommand(command, { db: database.db, database, config, ...prepared });
      await announceContentChange(config);
    }
  } catch (err) {
    // Reaching the database or the server failed; the operator needs the cause, not a member message.
    const message = err instanceof ConfigError ? `error: ${err.message}` : `${name} failed: ${String(err)}`;
    result = { exitCode: 1, out: [], err: [message] };
  } finally {
    await database?.close();
  }
  result.out.forEach((line) => io.out(line));
  result.err.forEach((line) => io.err(line));
  return result.exitCode;
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
