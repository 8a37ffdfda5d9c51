// The built web app (apps/web/dist), which the server serves: every launcher (npm start, the cluster,
// the HTTP benchmark) builds it the same way, when it is missing or older than its sources.
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

/** Builds the web app when stale; throws when the build fails (its output is already on the terminal). */
export function ensureWebBuilt(log = console.log) {
  if (!webIsStale()) return false;
  log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@ug99/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`the web app did not build (exit code ${build.status})`);
  return true;
}
