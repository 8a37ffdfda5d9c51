// `npm start` stops as a whole: SIGTERM to npm reaches the start script, which stops the server and the
// built-in provider; in-flight requests are answered and nothing is left running after ten seconds.
import { spawn, execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { newDataDir } from './support/data-dir.ts';
import { freePort, SERVER_START_HOOK_MS, waitForHealth } from './support/server.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = newDataDir('ug99-stop-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Every process below `pid`, from the process table (children, grandchildren…). */
function descendants(pid: number): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of table) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it(
  'SIGTERM to `npm start` stops the start script, the server and the provider within ten seconds',
  async () => {
    const port = await freePort();
    const providerPort = await freePort();
    let output = '';
    const npm = spawn('npm', ['start'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_PROVIDER_PORT: String(providerPort),
        DEMO_PROVIDER_URL: `http://127.0.0.1:${providerPort}`,
        OPERATOR_API_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tree: number[] = [];
    npm.stdout.on('data', (chunk) => (output += chunk));
    npm.stderr.on('data', (chunk) => (output += chunk));
    try {
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, npm, () => output);
      await waitForHealth(`http://127.0.0.1:${providerPort}/health`, npm, () => output);
      tree = descendants(npm.pid!);
      expect(tree.length).toBeGreaterThanOrEqual(3); // the start script, the server, the provider

      // A request already on its way when the signal lands is still answered.
      const inFlight = fetch(`http://127.0.0.1:${port}/api/agent/config`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ agent_code: 'ug99' }),
      });
      await new Promise((r) => setTimeout(r, 20));
      const signalledAt = Date.now();
      npm.kill('SIGTERM');
      expect((await inFlight).status).toBe(200);

      while ([npm.pid!, ...tree].some(alive) && Date.now() - signalledAt < 10_000) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect([npm.pid!, ...tree].filter(alive)).toEqual([]);
    } finally {
      // Whatever a failed stop left behind (reparented away from npm by now) is not left running.
      for (const pid of [npm.pid!, ...tree]) if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
    // The start is bounded as every server start of the journeys is (its 90 s ran out first while a loaded
    // machine was still starting the server); the stop keeps its own ten seconds above.
  },
  SERVER_START_HOOK_MS,
);
