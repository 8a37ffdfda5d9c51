import { spawn } from 'node:child_process';
import path from 'node:path';

const MAIN = path.join(import.meta.dirname, '..', 'main.ts');

export type Run = { code: number | null; stdout: string; stderr: string };

/** Starts the real entry point; `onLine` may answer with a signal to send once the server is up. */
export function runMain(
  env: Record<string, string>,
  onLine?: (line: string) => Promise<NodeJS.Signals | undefined>,
) {
  return new Promise<Run>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let partial = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines.filter(Boolean)) {
        onLine?.(line).then((signal) => signal && child.kill(signal), reject);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
