// Starts the real server for the e2e project, on a free port with a fresh embedded database, and the
// built-in game provider next to it on another free port, wired to each other as `npm start` does: one such
// pair for each of the project's workers, so that two journey files run at once without sharing a database
// (docs/ARCHITECTURE.md#tests).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuilt } from '../../scripts/build-web.mjs';
import { ensureProgramsBuilt, startProgram } from './programs.ts';
import { newDataDir, prepareMigratedTemplate } from './data-dir.ts';
import { runOperator } from './operator.ts';

/** A server and its game provider; the journeys of one worker share it (support/shared-server.ts). */
export type SharedServer = { baseURL: string; dataDir: string; providerURL: string };

declare module 'vitest' {
  export interface ProvidedContext {
    sharedServers: SharedServer[];
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

type RunningPair = { server: SharedServer; stop(): Promise<void> };

/** Starts a server and its provider on `dataDir`; neither outlives a start that failed. */
async function startPair(dataDir: string): Promise<RunningPair> {
  const port = await freePort();
  const providerPort = await freePort();
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
  // counts and member events with the other servers' and any other run's (docs/ARCHITECTURE.md#tests).
  delete env.REDIS_URL;
  delete env.PROVIDER_SECRET; // both processes share the one the server writes to DATA_DIR
  const onOutput = (chunk: string) => (log += chunk);
  const child = startProgram('server', { env, onOutput });
  const provider = startProgram('provider', { env, onOutput });
  const stop = async () => {
    for (const running of [provider, child]) {
      const exited = new Promise((r) => running.once('exit', r));
      if (running.exitCode === null && running.kill('SIGTERM')) await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${baseURL}/api/health`, child, () => log);
    await waitForHealth(`${providerURL}/health`, provider, () => log);
  } catch (err) {
    for (const started of [provider, child]) started.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return { server: { baseURL, dataDir, providerURL }, stop };
}

export default async function setup(project: TestProject) {
  // The journeys test the built apps the server serves. `npm test` has just built them (nothing to do
  // here); the e2e project run on its own after a change would otherwise test the previous build.
  ensureWebBuilt();
  await ensureProgramsBuilt();
  // One pair for each worker the project runs files on (e2e/vitest.config.ts's `maxWorkers`).
  const workers = Math.max(1, project.config.maxWorkers || 1);
  // The first server starts on an empty folder, as `npm start` does on a newcomer's machine; the others,
  // and the journeys' own servers, start on copies of a database migrated once (support/data-dir.ts).
  const template = mkdtempSync(path.join(tmpdir(), 'ug99-e2e-template-'));
  const firstDataDir = mkdtempSync(path.join(tmpdir(), 'ug99-e2e-'));
  const templateReady = prepareMigratedTemplate(template);
  // The template is waited for even with one worker: the journeys' own servers start on copies of it.
  const [templated, ...started] = await Promise.allSettled([
    templateReady,
    startPair(firstDataDir),
    ...Array.from({ length: workers - 1 }, () =>
      templateReady.then(() => startPair(newDataDir('ug99-e2e-'))),
    ),
  ]);
  const pairs = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(pairs.map((pair) => pair.stop()));
    rmSync(template, { recursive: true, force: true });
  };
  const failed = [templated, ...started].find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'sharedServers',
    pairs.map((pair) => pair.server),
  );

  return async () => {
    // Every journey's money went through the ledger: after all of them each database must still balance.
    const reconciled = await Promise.all(
      pairs.map(async ({ server }) => ({
        server,
        ...(await runOperator(server.dataDir, 'ledger:reconcile')),
      })),
    );
    for (const { server, out } of reconciled) console.log(`${server.baseURL}: ${out.trim()}`);
    await stopAll();
    const unbalanced = reconciled.filter(({ code, out }) => code !== 0 || out.trim() !== 'ledger balanced');
    if (unbalanced.length > 0) {
      throw new Error(
        `ledger:reconcile after the journeys:\n${unbalanced.map(({ server, out }) => `${server.baseURL}: ${out}`).join('\n')}`,
      );
    }
  };
}
