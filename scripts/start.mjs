// `npm start`: builds the web app when it is missing or older than its sources, then runs the server
// (which also serves the built app). Honours PORT and DATA_DIR through the server's own config.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function webIsStale() {
  if (!existsSync(builtIndex)) return true;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts']
    .map((p) => path.join(web, p))
    .concat(path.join(root, 'packages/contract/src'))
    .filter(existsSync);
  return Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs;
}

if (webIsStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@ug99/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
