// Starts the real server once for the e2e project, on a free port with a fresh embedded database, and
// the built-in game provider next to it on another free port, wired to each other as `npm start` does.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuilt } from '../../scripts/build-web.mjs';
import { ensureProgramsBuilt, startProgram } from './programs.ts';
import { prepareMigratedTemplate } from './data-dir.ts';
import { runOperator } from './operator.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    providerURL: string;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Generous: on a shared, busy machine the embedded database alone can take over a minute to start. */
export const SERVER_START_MS = 150_000;

/**
 * A hook that starts a server waits longer than the start itself: a hook that gave up first left the server
 * it was starting running, with no one to stop it, for the rest of the run.
 */
export const SERVER_START_HOOK_MS = SERVER_START_MS + 15_000;

export async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  // Never left behind: a server still starting would load every later run on the machine.
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy in time:\n${output()}`);
}

export default async function setup(project: TestProject) {
  // The journeys test the built apps the server serves. `npm test` has just built them (nothing to do
  // here); the e2e project run on its own after a change would otherwise test the previous build.
  ensureWebBuilt();
  await ensureProgramsBuilt();
  const port = await freePort();
  const providerPort = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ug99-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const providerURL = `http://127.0.0.1:${providerPort}`;
  let log = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_PROVIDER_PORT: String(providerPort),
    DEMO_PROVIDER_URL: providerURL,
    OPERATOR_API_URL: baseURL,
    SITE_ORIGIN: baseURL,
  };
  delete env.DATABASE_URL; // the journeys run on the embedded database, as a newcomer's machine would
  // …and without Redis, as that machine would: the machine's shared Redis would mix this server's throttle
  // counts and member events with the visual check's and any other run's (docs/ARCHITECTURE.md#tests).
  delete env.REDIS_URL;
  delete env.PROVIDER_SECRET; // both processes share the one the server writes to DATA_DIR
  const onOutput = (chunk: string) => (log += chunk);
  const child = startProgram('server', { env, onOutput });
  const provider = startProgram('provider', { env, onOutput });
  // The other servers' databases start as copies of this one (support/data-dir.ts).
  const template = mkdtempSync(path.join(tmpdir(), 'ug99-e2e-template-'));
  try {
    await Promise.all([
      prepareMigratedTemplate(template),
      waitForHealth(`${baseURL}/api/health`, child, () => log).then(() =>
        waitForHealth(`${providerURL}/health`, provider, () => log),
      ),
    ]);
  } catch (err) {
    // Neither process outlives a start that failed (waitForHealth stops the one it waited for).
    for (const started of [provider, child]) started.kill('SIGKILL');
    for (const folder of [dataDir, template]) rmSync(folder, { recursive: true, force: true });
    throw err;
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('providerURL', providerURL);

  return async () => {
    // Every journey's money went through the ledger: after all of them it must still balance.
    const reconcile = await runOperator(dataDir, 'ledger:reconcile');
    console.log(reconcile.out.trim());
    for (const running of [provider, child]) {
      const exited = new Promise((r) => running.once('exit', r));
      if (running.exitCode === null && running.kill('SIGTERM')) await exited;
    }
    for (const folder of [dataDir, template]) rmSync(folder, { recursive: true, force: true });
    if (reconcile.code !== 0 || reconcile.out.trim() !== 'ledger balanced') {
      throw new Error(`ledger:reconcile after the journeys:\n${reconcile.out}`);
    }
  };
}
