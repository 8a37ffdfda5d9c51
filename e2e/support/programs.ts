// The programs the journeys start (the server, the built-in game provider, the operator's command line)
// run compiled, as `npm start` and production run them (docs/PERFORMANCE.md#compiled-server): the journeys
// test the files an operator runs, and a start skips transpiling the sources on the fly. With tsx, each of
// the journeys' thirty operator commands spent about 2 s of CPU compiling before it did anything.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import path from 'node:path';
import { ensureServerBuilt, PROGRAMS } from '../../scripts/build-server.mjs';

export const root = path.resolve(import.meta.dirname, '../..');

type Program = 'server' | 'provider' | 'operator';

/** Builds the programs when their sources are newer than the compiled files (`npm test` has just built them). */
export async function ensureProgramsBuilt(): Promise<void> {
  await ensureServerBuilt((line: string) => console.log(line));
}

/** `node [--import preload]… <compiled program> …args`: the command line for `spawn`/`execFile`. */
export function programArgs(program: Program, args: string[] = [], preload: string[] = []): string[] {
  return [
    ...preload.flatMap((file) => ['--import', file]),
    path.join(root, PROGRAMS[program].compiled),
    ...args,
  ];
}

/** Starts a compiled program with its output collected into `log`. */
export function startProgram(
  program: Program,
  options: SpawnOptions & { preload?: string[]; onOutput: (chunk: string) => void },
): ChildProcess {
  const { preload = [], onOutput, ...spawnOptions } = options;
  const child = spawn(process.execPath, programArgs(program, [], preload), {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...spawnOptions,
  });
  child.stdout?.on('data', (chunk) => onOutput(String(chunk)));
  child.stderr?.on('data', (chunk) => onOutput(String(chunk)));
  return child;
}
