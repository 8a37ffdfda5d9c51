// `npm start`: builds the web app when it is missing or older than its sources, then runs the server
// (which also serves the built app) and the built-in game provider next to it, with the same
// environment. Honours PORT, DATA_DIR and DEMO_PROVIDER_PORT through each process's own config. When
// the server stops, the provider is stopped with it.
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

const run = (entry) =>
  spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
const server = run('apps/server/src/main.ts');
const provider = run('packages/demo-provider/src/main.ts');
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
    provider.kill(signal);
  });
}
// The site without its game provider still serves members (wallets, deposits...); the reverse is useless.
provider.on('exit', (code, signal) => {
  if (!stopping && server.exitCode === null && server.signalCode === null) {
    console.error(
      `The game provider stopped (${signal ?? `exit code ${code}`}); games will not open until it runs again.`,
    );
  }
});
server.on('exit', (code, signal) => {
  const done = () => process.exit(code ?? (signal ? 1 : 0));
  if (provider.exitCode !== null || provider.signalCode !== null) return done();
  provider.once('exit', done);
  provider.kill('SIGTERM');
});
