// A server of a journey's own, for journeys that move the server's clock (the shared one must keep real
// time for the other journeys): a fresh embedded database (a copy of the run's migrated one), the built
// web app, and a clock the journey shifts through a file (support/clock-shift.mjs); and for journeys that
// need settings of their own (web push to a local push service).
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newDataDir } from './data-dir.ts';
import { ensureProgramsBuilt, startProgram } from './programs.ts';
import { freePort, waitForHealth } from './server.ts';

export type OwnServer = {
  baseURL: string;
  dataDir: string;
  /** Moves the server's clock to real time + `ms` (0: real time). */
  shiftClock(ms: number): void;
  stop(): Promise<void>;
};

/** `env`: settings of the journey's own, on top of the journeys' (e.g. PUSH_ENDPOINT_HOSTS). */
export async function startOwnServer({
  env: extra = {},
}: { env?: NodeJS.ProcessEnv } = {}): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = newDataDir('ug99-e2e-own-');
  const clockFile = path.join(dataDir, 'clock-shift');
  writeFileSync(clockFile, '0');
  const baseURL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLOCK_SHIFT_FILE: clockFile,
    OPERATOR_API_URL: baseURL,
    SITE_ORIGIN: baseURL,
    ...extra,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL; // as the shared server: no throttle counts or events mixed with other servers'
  let log = '';
  await ensureProgramsBuilt();
  const child = startProgram('server', {
    env,
    preload: [path.join(import.meta.dirname, 'clock-shift.mjs')],
    onOutput: (chunk) => (log += chunk),
  });
  await waitForHealth(`${baseURL}/api/health`, child, () => log);
  return {
    baseURL,
    dataDir,
    shiftClock: (ms) => writeFileSync(clockFile, String(ms)),
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      if (child.exitCode === null && child.kill('SIGTERM')) await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
