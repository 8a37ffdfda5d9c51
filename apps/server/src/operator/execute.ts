import { ConfigError } from '#config';
import type { CommandContext, OperatorCommand } from './command.ts';

export type Execution = { exitCode: number; out: string[]; err: string[] };

/**
 * Runs one command and collects what it prints; the same path for the command line (local database)
 * and the operator API (the server's database). Refusals print their message alone; faults print
 * their stack, because the reader is the operator, not a member.
 */
export async function executeCommand(
  command: OperatorCommand,
  context: Omit<CommandContext, 'print'>,
): Promise<Execution> {
  const out: string[] = [];
  const err: string[] = [];
  try {
    const exitCode = await command.run({ ...context, print: (line = '') => out.push(line) });
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
