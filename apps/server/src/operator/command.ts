import { isSitePath } from '@ug99/contract';
import type { Config } from '#config';
import type { Database, Db } from '#db/client.ts';

/** `--name value`, `--name=value`, or a bare `--name` (true). */
export type Flags = Record<string, string | true>;

export type CommandContext = {
  db: Db;
  database: Database;
  config: Config;
  /** Positional arguments after the command name. */
  args: string[];
  flags: Flags;
  /** Plain text for the operator, one line at a time. */
  print(line?: string): void;
};

/** What a command that needs no database receives (`offline`). */
export type OfflineContext = Pick<CommandContext, 'config' | 'args' | 'flags' | 'print'>;

export type OperatorCommand = {
  name: string;
  /** One line for the usage list. */
  summary: string;
  /** The arguments and flags, e.g. `--phone <phone> --amount <baht> --reason <text>`. */
  usage?: string;
  /** The exit code: 0 when all is well. */
  run(context: CommandContext): Promise<number>;
  /**
   * Set for a command that needs neither the site's database nor a server (restore): the command line
   * runs this instead of `run`, without opening the database.
   */
  offline?(context: OfflineContext): Promise<number>;
  /**
   * Runs in the command line's process even when OPERATOR_URL names a server: what it writes is the
   * operator's (backup). Only a server holding the embedded database in DATA_DIR, on this machine, runs it.
   */
  local?: boolean;
  /**
   * Runs in the command line's own process before the command goes anywhere, e.g. to read a file the
   * operator named: the server that may run the command cannot see the operator's files.
   */
  prepare?(input: { args: string[]; flags: Flags }): Promise<{ args: string[]; flags: Flags }>;
};

/**
 * A refusal the operator can act on (a missing flag, an unknown member): the CLI prints the message
 * alone, without a stack trace, and exits with 1.
 */
export class OperatorError extends Error {
  override name = 'OperatorError';
}

export function requireFlag(flags: Flags, name: string): string {
  const value = flags[name];
  if (typeof value !== 'string' || value.trim() === '')
    throw new OperatorError(`--${name} <value> is required`);
  return value;
}

/** An image for the member site: a path on the site, e.g. /media/… (docs/rules/content.md#links-and-images). */
export function sitePathFlag(value: string, name: string): string {
  const path = value.trim();
  if (!isSitePath(path)) {
    throw new OperatorError(
      `--${name} must be a path on the site such as /media/banner.svg (got "${value}")`,
    );
  }
  return path;
}

export function optionalFlag(flags: Flags, name: string): string | undefined {
  const value = flags[name];
  if (value === true) throw new OperatorError(`--${name} needs a value`);
  return value;
}

/** Splits argv into positional arguments and flags. A `--name` followed by another flag (or nothing) is true. */
export function parseArguments(argv: readonly string[]): { args: string[]; flags: Flags } {
  const args: string[] = [];
  const flags: Flags = {};
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    if (!token.startsWith('--')) {
      args.push(token);
      continue;
    }
    const body = token.slice(2);
    const equals = body.indexOf('=');
    if (equals >= 0) {
      flags[body.slice(0, equals)] = body.slice(equals + 1);
    } else if (i + 1 < argv.length && !argv[i + 1]!.startsWith('--')) {
      flags[body] = argv[++i]!;
    } else {
      flags[body] = true;
    }
  }
  return { args, flags };
}
