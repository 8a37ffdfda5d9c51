import { parseArguments } from '#operator/command.ts';
import type { OperatorCommand } from '#operator/command.ts';
import { executeCommand } from '#operator/execute.ts';
import type { TestApp } from './app.ts';

export type CommandRun = { code: number; out: string[]; err: string[] };

/**
 * Runs an operator command against the test app's database as `npm run operator` would after parsing
 * its arguments: through `executeCommand`, so the audit and cache rules of the command line apply.
 */
export async function runOperatorCommand(
  t: TestApp,
  command: OperatorCommand,
  argv: string[],
): Promise<CommandRun> {
  const result = await executeCommand(command, {
    db: t.database.db,
    database: t.database,
    config: t.config,
    ...parseArguments(argv),
  });
  return { code: result.exitCode, out: result.out, err: result.err };
}
