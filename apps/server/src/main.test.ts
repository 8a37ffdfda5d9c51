import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findAnnouncedServer } from '#operator/local-server.ts';
import { runMain } from '#testing/run-main.ts';

// Each test starts the real server in a child process (import, migrations, seed): 5–10 s on a quiet
// machine, past 20 s when the machine is busy, and past a minute beside a second full run on its two
// cores (a fresh embedded database migrated through every migration is CPU work): the journeys' bound for
// a server's start, 150 s (e2e/support/server.ts), is theirs too.
describe('main', { timeout: 150_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ug99-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints which variable is wrong and exits non-zero on bad configuration', async () => {
    const run = await runMain({ PORT: 'abc', DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Invalid configuration');
    expect(run.stderr).toContain('PORT');
  });

  it('migrates, seeds, serves and closes cleanly on SIGTERM', async () => {
    let health: unknown;
    let announced: unknown;
    const run = await runMain(
      { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web') },
      async (line) => {
        const entry = JSON.parse(line) as { address?: string; msg?: string };
        if (!entry.address || !entry.msg?.includes('listening on')) return undefined;
        health = await (await fetch(`${entry.address}/api/health`)).json();
        announced = findAnnouncedServer(dataDir);
        expect(announced).toBe(entry.address);
        return 'SIGTERM';
      },
    );
    // The operator command line finds it while it runs, and not after it stopped.
    expect(announced).toEqual(expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/));
    expect(findAnnouncedServer(dataDir)).toBeUndefined();
    expect(run.code).toBe(0);
    expect(health).toMatchObject({ error: 0, data: { status: 'ok', database: 'pglite' } });
    expect(run.stdout).toContain('database seeded with demo content');
    // The embedded database runs the sandbox gateway by default, and says so at start.
    expect(run.stdout).toContain('SANDBOX payment gateway is ON');
    expect(run.stdout).toContain('shutting down');
  });

  // The second start on the same folder is also the one with BACKOFFICE_PORT: each start is seconds of CPU.
  it('keeps its PGlite data between starts, does not seed twice, and with BACKOFFICE_PORT prints the back office on its own port, the setup link with it, and serves it there only', async () => {
    let backoffice: string | undefined;
    let setupLink: string | undefined;
    let statuses: number[] = [];
    const run = await runMain(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        BACKOFFICE_PORT: '0',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      },
      async (line) => {
        const entry = JSON.parse(line) as { address?: string; msg?: string; backoffice_url?: string };
        if (entry.backoffice_url) backoffice = entry.backoffice_url;
        if (entry.msg?.startsWith('First admin setup (one-time): ')) setupLink = entry.msg.split(': ')[1];
        if (!entry.address || !entry.msg?.includes('listening on')) return undefined;
        const origin = new URL(backoffice!).origin;
        statuses = [
          (await fetch(`${entry.address}/api/backoffice/auth/me`)).status,
          (await fetch(`${origin}/api/backoffice/auth/me`)).status,
          // Prometheus scrapes the back office's port; the public one never shows the metrics.
          (await fetch(`${entry.address}/metrics`)).status,
          (await fetch(`${origin}/metrics`)).status,
        ];
        return 'SIGINT';
      },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('"seeded":false');
    expect(backoffice).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/backoffice$/);
    // No administrator was set up on the first start, so the one-time link is printed again.
    expect(setupLink?.startsWith(`${backoffice}/setup#`)).toBe(true);
    // The public port refuses the back office and the metrics; its own port answers (401: no session
    // yet; the metrics need no token there).
    expect(statuses).toEqual([404, 401, 404, 200]);
  });
});
