// The built web app (apps/web/dist) and back office (apps/backoffice/dist), which the server serves:
// every launcher (npm start, the cluster, the HTTP benchmark) builds them the same way, each when it is
// missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime, root } from './build-server.mjs';

const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');

export function webIsStale() {
  if (!existsSync(builtIndex)) return true;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts']
    .map((p) => path.join(web, p))
    .concat(path.join(root, 'packages/contract/src'))
    .filter(existsSync);
  return Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs;
}

/**
 * A build is always a production build, whoever asks: Vite follows NODE_ENV, and a caller running under a
 * test runner (the e2e project's setup, where it is "test") would otherwise get React's development
 * runtime, a bundle half again as large.
 */
const buildEnv = () => ({ ...process.env, NODE_ENV: 'production' });

const backoffice = path.join(root, 'apps/backoffice');
const builtBackofficeIndex = path.join(backoffice, 'dist/index.html');

export function backofficeIsStale() {
  if (!existsSync(builtBackofficeIndex)) return true;
  const sources = ['src', 'index.html', 'vite.config.ts']
    .map((p) => path.join(backoffice, p))
    .concat(path.join(root, 'packages/contract/src'))
    .filter(existsSync);
  return Math.max(...sources.map(newestMtime)) > statSync(builtBackofficeIndex).mtimeMs;
}

/** Builds the back office when stale; throws when the build fails. */
export function ensureBackofficeBuilt(log = console.log) {
  if (!backofficeIsStale()) return false;
  log('Building the back office…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@ug99/backoffice'], {
    cwd: root,
    env: buildEnv(),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`the back office did not build (exit code ${build.status})`);
  return true;
}

/**
 * Builds the web app and the back office when stale; throws when a build fails (its output is already on
 * the terminal). True when either was built.
 */
export function ensureWebBuilt(log = console.log) {
  const builtBackoffice = ensureBackofficeBuilt(log);
  if (!webIsStale()) return builtBackoffice;
  log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@ug99/web'], {
    cwd: root,
    env: buildEnv(),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`the web app did not build (exit code ${build.status})`);
  return true;
}
