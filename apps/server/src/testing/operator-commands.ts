import { parseArguments } from '#operator/command.ts';
import type { OperatorCommand } from '#operator/command.ts';
import { executeCommand } from '#operator/execute.ts';
import type { TestApp } from './app.ts';

export type CommandRun = { code: number; out: string[]; err: string[] };

/**
 * Runs an operator command against the test app's database as `npm run operator` would after parsing
 * its arguments: prepared as in the command line's own process (a statement file is read there), then
 * through `executeCommand`, so the audit and cache rules of the command line apply.
 */
export async function runOperatorCommand(
  t: TestApp,
  command: OperatorCommand,
  argv: string[],
): Promise<CommandRun> {
  let input = parseArguments(argv);
  if (command.prepare) input = await command.prepare(input);
  const result = await executeCommand(command, {
    db: t.database.db,
    database: t.database,
    config: t.config,
    ...input,
  });
  return { code: result.exitCode, out: result.out, err: result.err };
}

/** `runOperatorCommand` with what the command printed as text, a line per line, for matching. */
export async function runOperatorCommandText(
  t: TestApp,
  command: OperatorCommand,
  argv: string[],
): Promise<{ code: number; out: string; err: string }> {
  const { code, out, err } = await runOperatorCommand(t, command, argv);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The arguments of `coupon:add` for a coupon open until the end of 2099 (Bangkok). */
export function couponAddArgs(code: string, reward: string, quota: number): string[] {
  return [
    '--code',
    code,
    '--reward',
    reward,
    '--quota',
    String(quota),
    '--until',
    '2099-12-31T23:59:59+07:00',
  ];
}
