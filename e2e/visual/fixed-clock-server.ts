// The visual check's own server and game provider: a fresh embedded database (so the demo member, the
// seeded rounds and the content are the same on every run) and a server clock that stands still at one fixed
// Bangkok instant (frozen-clock.mjs), so dates, round lists and countdowns draw the same pixels whatever day
// CI runs on and however long the walk takes. docs/VISUAL-CHECK.md#determinism
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { newDataDir } from '../support/data-dir.ts';
import { ensureProgramsBuilt, startProgram } from '../support/programs.ts';
import { freePort } from '../support/server.ts';

/** Tuesday 10 March 2026, 10:02 in Bangkok: the day's lotto rounds are open and none is drawing. */
export const FIXED_INSTANT = new Date('2026-03-10T03:02:00.000Z');

export type FixedClockServer = { baseURL: string; stop(): Promise<void> };

export async function startFixedClockServer(): Promise<FixedClockServer> {
  const [port, providerPort] = [await freePort(), await freePort()];
  const dataDir = newDataDir('ug99-e2e-visual-');
  const baseURL = `http://127.0.0.1:${port}`;
  const providerURL = `http://127.0.0.1:${providerPort}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    FROZEN_CLOCK_AT: String(FIXED_INSTANT.getTime()),
    DEMO_PROVIDER_PORT: String(providerPort),
    DEMO_PROVIDER_URL: providerURL,
    OPERATOR_API_URL: baseURL,
    SITE_ORIGIN: baseURL,
    DEMO_MEMBER: 'true',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL; // its own throttle counts and member events, not those of the other servers (support/server.ts)
  delete env.PROVIDER_SECRET;
  delete env.NODE_ENV;
  let log = '';
  await ensureProgramsBuilt();
  const start = (program: 'server' | 'provider'): ChildProcess =>
    startProgram(program, {
      env,
      preload: [path.join(import.meta.dirname, 'frozen-clock.mjs')],
      onOutput: (chunk) => (log += chunk),
    });
  const server = start('server');
  const provider = start('provider');
  try {
    await waitForHealthy(`${baseURL}/api/health`, server, () => log);
    await waitForHealthy(`${providerURL}/health`, provider, () => log);
  } catch (err) {
    // Neither process outlives a start that failed (as support/server.ts's): the pair a failed start left
    // behind kept running with no one to stop it, loading every later run on the machine.
    for (const child of [provider, server]) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    baseURL,
    async stop() {
      for (const child of [provider, server]) {
        const exited = new Promise((r) => child.once('exit', r));
        if (child.exitCode === null && child.kill('SIGTERM')) await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Like support/server.ts's wait, with room for a first start (migrations, seeding 200 rounds) on a busy CI machine. */
async function waitForHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited early:\n${output()}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in time:\n${output()}`);
}
