import { spawn } from 'node:child_process';
import path from 'node:path';

/** Where the server project's global setup put the compiled server (test/server-bundle.ts). */
export const SERVER_BUNDLE_ENV = 'UG99_TEST_SERVER_BUNDLE';

export type Run = { code: number | null; stdout: string; stderr: string };

function serverBundle(): string {
  const bundle = process.env[SERVER_BUNDLE_ENV];
  if (!bundle) throw new Error(`${SERVER_BUNDLE_ENV} is not set: run the server project's global setup`);
  return bundle;
}

/** The operator command line, compiled beside the server as `npm run operator` runs it. */
export function compiledOperator(): string {
  return path.join(path.dirname(serverBundle()), 'operator.js');
}

/**
 * Starts the real entry point, compiled as `npm start` runs it; `onLine` may answer with a signal to send
 * once the server is up.
 */
export function runMain(
  env: Record<string, string>,
  onLine?: (line: string) => Promise<NodeJS.Signals | undefined>,
) {
  const bundle = serverBundle();
  return new Promise<Run>((resolve, reject) => {
    const child = spawn(process.execPath, [bundle], {
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
