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
const running = (child) => child.exitCode === null && child.signalCode === null;

// SIGTERM or SIGINT stops the whole tree: each server finishes its in-flight requests and closes its
// database; whatever is still running after STOP_DEADLINE_MS is killed, so a stop never takes longer
// than about ten seconds. (package.json runs this script with `exec`, so npm's signal reaches it
// rather than an intermediate shell that would die and leave the servers running.)
const STOP_DEADLINE_MS = 9_000;
let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of [server, provider]) if (running(child)) child.kill(signal);
  setTimeout(() => {
    for (const child of [server, provider]) if (running(child)) child.kill('SIGKILL');
  }, STOP_DEADLINE_MS).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));

// The site without its game provider still serves members (wallets, deposits...); the reverse is useless.
provider.on('exit', (code, signal) => {
  if (!stopping && running(server)) {
    console.error(
      `The game provider stopped (${signal ?? `exit code ${code}`}); games will not open until it runs again.`,
    );
  }
});
server.on('exit', (code, signal) => {
  const done = () => process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
  if (!running(provider)) return done();
  provider.once('exit', done);
  stop('SIGTERM');
});
