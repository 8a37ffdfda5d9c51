// `npm start`: builds the web app and the compiled server (scripts/build-server.mjs) when either is
// missing or older than its sources, then runs the compiled server (which also serves the built app)
// and the built-in game provider next to it with plain node, with the same environment. Honours PORT, DATA_DIR and DEMO_PROVIDER_PORT through each process's own config. When
// the server stops, the provider is stopped with it.
import { ensureServerBuilt, spawnCompiled } from './build-server.mjs';
import { ensureWebBuilt } from './build-web.mjs';

try {
  ensureWebBuilt();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
await ensureServerBuilt();

const server = spawnCompiled('server', [], { stdio: 'inherit', env: process.env });
const provider = spawnCompiled('provider', [], { stdio: 'inherit', env: process.env });
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
