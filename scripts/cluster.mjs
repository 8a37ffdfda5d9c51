// `npm run cluster [-- --instances N] [-- --monitoring]`: N server instances (default 3) on consecutive
// ports after PORT, one built-in game provider, and nginx in front on PORT (default 3000), round robin,
// live feeds unbuffered, sending new requests only to the instances whose /api/ready answers 200 (polled
// every second; nginx reloads when that changes). It writes a Prometheus configuration scraping every
// instance; with --monitoring it also runs Prometheus on PROMETHEUS_PORT (default 9190) with the rules of
// ops/prometheus/alerts.yml (docs/OPERATIONS.md#metrics; docs/DEPLOY.md has the same layout for a real
// deployment). The instances share one
// PostgreSQL (DATABASE_URL) and one Redis (REDIS_URL): without both there is nothing to share, so the
// script refuses. nginx's configuration, pid and logs live in a temporary folder removed at the stop;
// Ctrl-C (or SIGTERM) stops nginx, every instance and the provider together.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, root, spawnProgram } from './cluster/launch.mjs';
import { nginxConfig } from './cluster/nginx-conf.mjs';
import { DEFAULT_PROMETHEUS_PORT, prometheusArgs, prometheusConfig } from './cluster/prometheus.mjs';

const READY_TIMEOUT_MS = 120_000;
const STOP_DEADLINE_MS = 9_000;
const MAX_INSTANCES = 16;
const READY_POLL_MS = 1_000;

const log = (line) => console.log(`[cluster] ${line}`);
function refuse(message) {
  console.error(`[cluster] ${message}`);
  process.exit(1);
}

function parseInstances(argv) {
  const at = argv.indexOf('--instances');
  if (at === -1) return 3;
  const n = Number(argv[at + 1]);
  if (!Number.isInteger(n) || n < 1 || n > MAX_INSTANCES) {
    refuse(`--instances takes a whole number from 1 to ${MAX_INSTANCES}`);
  }
  return n;
}

function requireSharedStores() {
  const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
  if (missing.length === 0) return;
  refuse(
    `${missing.join(' and ')} not set. Several instances share one PostgreSQL and one Redis; the ` +
      'embedded database and the in-process fallbacks belong to one process (npm start). Example:\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/ug99 REDIS_URL=redis://127.0.0.1:6379 npm run cluster',
  );
}

/** nginx from Debian's package; installed with apt when missing and this user may (CI runs as root). */
function ensureNginx() {
  const found = () => spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
  if (found()) return;
  if (process.getuid?.() === 0) {
    log('nginx is missing; installing it with apt-get…');
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { stdio: 'inherit' });
    if (found()) return;
  }
  refuse(
    'nginx is not installed and could not be installed here. Install it with: sudo apt-get install nginx',
  );
}

/** Prefixes each line of a child's output with its name, so interleaved logs stay readable. */
function label(child, name) {
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`${name} | ${line}\n`);
    });
  }
}

/** Waits for `path` to answer 200: /api/ready for an instance, /api/health through nginx. */
async function waitAnswering(url, child, path = '/api/ready') {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${url}${path}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer ${path}`);
}

/** Whether an instance's /api/ready answers 200 within the poll's second. */
async function isReady(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/ready`, {
      signal: AbortSignal.timeout(READY_POLL_MS),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** Prometheus from Debian's package (it brings promtool too), for --monitoring. */
function ensurePrometheus() {
  if (spawnSync('prometheus', ['--version'], { stdio: 'ignore' }).status === 0) return;
  refuse(
    '--monitoring needs Prometheus. Install it with: sudo apt-get install prometheus ' +
      '(if its own service then holds port 9090, the cluster still uses PROMETHEUS_PORT, default 9190)',
  );
}

const instances = parseInstances(process.argv.slice(2));
const monitoring = process.argv.includes('--monitoring');
requireSharedStores();
ensureNginx();
if (monitoring) ensurePrometheus();
await ensureBuilt(log).catch((err) => refuse(err instanceof Error ? err.message : String(err)));

const sitePort = Number(process.env.PORT || 3000);
const host = process.env.HOST || '0.0.0.0';
const instancePorts = Array.from({ length: instances }, (_, i) => sitePort + 1 + i);
const dir = mkdtempSync(path.join(tmpdir(), 'ug99-cluster-'));
// One DATA_DIR for every instance: the operator token and the provider and gateway secrets the first
// instance creates there are the ones the others (and the provider) read.
const dataDir = path.resolve(root, process.env.DATA_DIR || 'data');
mkdirSync(dataDir, { recursive: true });

const children = [];
let stopping = false;
const running = (child) => child.exitCode === null && child.signalCode === null;

function stop(signal, code = 0) {
  if (stopping) return;
  stopping = true;
  log(`stopping (${signal})…`);
  for (const { child } of children) if (running(child)) child.kill('SIGTERM');
  setTimeout(() => {
    for (const { child } of children) if (running(child)) child.kill('SIGKILL');
  }, STOP_DEADLINE_MS).unref();
  const finish = () => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(code);
  };
  const left = children.filter(({ child }) => running(child));
  if (left.length === 0) return finish();
  let waiting = left.length;
  for (const { child } of left) child.once('exit', () => --waiting === 0 && finish());
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));

function track(name, child) {
  children.push({ name, child });
  label(child, name);
  // Any child ending stops the whole cluster: nginx would otherwise route around a dead instance and
  // hide the failure, and an instance without nginx in front is no cluster.
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[cluster] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the cluster`);
    stop('child exit', 1);
  });
  return child;
}

function startInstance(index) {
  const port = instancePorts[index];
  const child = track(
    `s${index + 1}`,
    spawnProgram('server', {
      ...process.env,
      PORT: String(port),
      // Reached only through nginx, which sets X-Forwarded-For and X-Forwarded-Proto.
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      DATA_DIR: dataDir,
    }),
  );
  return waitAnswering(`http://127.0.0.1:${port}`, child);
}

/**
 * Polls every instance's /api/ready each second; when the set of instances that are not ready changes
 * (one stopping, one whose database is out of reach), nginx gets a configuration marking them down and
 * reloads it gracefully (docs/OPERATIONS.md#readiness).
 */
function watchReadiness(writeNginxConfig, nginxArgs) {
  let current = '';
  const poll = async () => {
    if (stopping) return;
    const ready = await Promise.all(instancePorts.map(isReady));
    const notReady = instancePorts.filter((_, i) => !ready[i]);
    const key = notReady.join(',');
    if (key !== current && !stopping) {
      current = key;
      writeNginxConfig(notReady);
      spawnSync('nginx', [...nginxArgs, '-s', 'reload'], { stdio: 'ignore' });
      log(
        notReady.length
          ? `not ready: port(s) ${key}; nginx sends them nothing new`
          : 'every instance is ready',
      );
    }
    setTimeout(poll, READY_POLL_MS).unref();
  };
  void poll();
}

try {
  log(`${instances} instance(s) on ports ${instancePorts.join(', ')}; nginx on ${host}:${sitePort}`);
  // The first instance alone: it migrates and seeds the database and writes the shared secrets.
  await startInstance(0);
  await Promise.all(instancePorts.slice(1).map((_, i) => startInstance(i + 1)));

  // The provider calls the operator through nginx (its OPERATOR_API_URL defaults to PORT on this host).
  track('provider', spawnProgram('provider', { ...process.env, PORT: String(sitePort), DATA_DIR: dataDir }));

  const conf = path.join(dir, 'nginx.conf');
  const writeNginxConfig = (notReady) =>
    writeFileSync(
      conf,
      nginxConfig({ dir, listenHost: host, listenPort: sitePort, instancePorts, notReady }),
    );
  writeNginxConfig([]);
  const nginxArgs = ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')];
  const check = spawnSync('nginx', [...nginxArgs, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
  const nginx = track(
    'nginx',
    spawn('nginx', [...nginxArgs, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  await waitAnswering(`http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${sitePort}`, nginx, '/api/health');
  watchReadiness(writeNginxConfig, nginxArgs);

  writeFileSync(
    path.join(dir, 'prometheus.yml'),
    prometheusConfig({
      instancePorts,
      rulesFile: path.join(root, 'ops/prometheus/alerts.yml'),
      operatorToken: process.env.OPERATOR_TOKEN || undefined,
      tokenFile: path.join(dataDir, 'operator-token'),
    }),
  );
  if (monitoring) {
    const prometheusPort = Number(process.env.PROMETHEUS_PORT || DEFAULT_PROMETHEUS_PORT);
    track(
      'prometheus',
      spawn('prometheus', prometheusArgs({ dir, host, port: prometheusPort }), {
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    log(`Prometheus on http://localhost:${prometheusPort} (alerts: /alerts), scraping every instance`);
  } else {
    log(
      `Prometheus configuration for the instances: ${path.join(dir, 'prometheus.yml')} (--monitoring runs it)`,
    );
  }
  log(`site ready on http://localhost:${sitePort} (nginx folder ${dir}); Ctrl-C stops everything`);
} catch (err) {
  console.error(`[cluster] ${err instanceof Error ? err.message : String(err)}`);
  stop('start-up failed', 1);
}
