import { ConfigError } from '#config';
import type { CommandContext, OfflineContext, OperatorCommand } from './command.ts';

export type Execution = { exitCode: number; out: string[]; err: string[] };

/**
 * Runs one command and collects what it prints; the same path for the command line (local database)
 * and the operator API (the server's database). Refusals print their message alone; faults print
 * their stack, because the reader is the operator, not a member.
 */
export function executeCommand(
  command: OperatorCommand,
  context: Omit<CommandContext, 'print'>,
): Promise<Execution> {
  return collect(command, (print) => command.run({ ...context, print }));
}

/** Runs a command that needs no database (OperatorCommand.offline) in the command line's process. */
export function executeOffline(
  command: OperatorCommand & { offline: NonNullable<OperatorCommand['offline']> },
  context: Omit<OfflineContext, 'print'>,
): Promise<Execution> {
  return collect(command, (print) => command.offline({ ...context, print }));
}

async function collect(
  command: OperatorCommand,
  run: (print: (line?: string) => void) => Promise<number>,
): Promise<Execution> {
  const out: string[] = [];
  const err: string[] = [];
  try {
    const exitCode = await run((line = '') => out.push(line));
    return { exitCode, out, err };
  } catch (error) {
    if (error instanceof ConfigError || (error instanceof Error && error.name === 'OperatorError')) {
      err.push(`error: ${error.message}`);
    } else {
      err.push(
        `${command.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
    return { exitCode: 1, out, err };
  }
}
