// `npm run bench:http`: the server-rendered pages and the content calls against a static file served by
// the same server in one run (docs/PERFORMANCE.md#speed). autocannon drives each in turn against the
// compiled server, as a browser asks (brotli or gzip accepted); the static file (the site's stylesheet,
// sent from its pre-compressed copy) is measured first and last and its mean is the yardstick. Prints each
// one's requests per second, p99 and ratio to the static file; every page and call should reach 0.8×
// (exit 1 otherwise), and the server's idle memory before the load. Flags: --seconds N (per call, default 10), --connections N
// (default 10), --postgres (a fresh database on DATABASE_URL or TEST_DATABASE_URL instead of PGlite),
// --json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from '../build-server.mjs';
import { ensureWebBuilt } from '../build-web.mjs';
import { freshPostgresDatabase, postgresBaseUrl, settledRssMb, startServer, uptime } from './server.mjs';

export const TARGET_RATIO = 0.8;

const flag = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const seconds = flag('seconds', 10);
const connections = flag('connections', 10);
const onPostgres = process.argv.includes('--postgres');
const json = process.argv.includes('--json');
const say = (line) => !json && console.log(line);

/** The built stylesheet's address, from the build's index.html. */
function stylesheetPath() {
  const index = readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8');
  const href = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(index)?.[1];
  if (!href) throw new Error('apps/web/dist/index.html names no stylesheet');
  return href;
}

/** The pages the server draws (docs/FIRST-LOAD.md#server-rendering), and the calls every visitor's pages make. */
const MEASURED = [
  { name: 'HTML /', path: '/' },
  { name: 'HTML /promotions', path: '/promotions' },
  {
    name: 'POST /api/agent/config',
    path: '/api/agent/config',
    method: 'POST',
    body: JSON.stringify({ agent_code: 'ug99' }),
    headers: { 'content-type': 'application/json' },
  },
  { name: 'GET /api/banner', path: '/api/banner?agent_code=ug99' },
  { name: 'GET /api/notifications', path: '/api/notifications' },
  { name: 'GET /api/event/list', path: '/api/event/list?agent_code=ug99' },
  { name: 'GET /api/lobby/configs', path: '/api/lobby/configs?lobby_key=home' },
  { name: 'GET /api/game/lobby', path: '/api/game/lobby?category=slot' },
  { name: 'GET /api/game/list', path: '/api/game/list?category=slot&limit=60&page=1' },
  { name: 'GET /api/promotion/list', path: '/api/promotion/list' },
];
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

async function measure(url, call, duration) {
  const result = await autocannon({
    url: `${url}${call.path}`,
    method: call.method ?? 'GET',
    body: call.body,
    headers: { ...BROWSER_HEADERS, ...call.headers },
    connections,
    duration,
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, failed };
}

ensureWebBuilt(say);
const STATIC = { name: 'static file (stylesheet)', path: stylesheetPath() };
const database = onPostgres ? await freshPostgresDatabase(postgresBaseUrl(), 'http') : undefined;
if (onPostgres && !database) throw new Error('--postgres needs DATABASE_URL or TEST_DATABASE_URL');
const server = await startServer({ database: database?.url ?? 'pglite' });
const rows = [];
let idleMb;
try {
  idleMb = await settledRssMb(server.pid);
  say(`Idle memory after start: ${idleMb} MB (${onPostgres ? 'PostgreSQL' : 'PGlite'}; ${uptime()})`);
  // One short pass over everything first: JIT, first builds of the caches, connection pools.
  for (const call of [STATIC, ...MEASURED]) await measure(server.url, call, 1);
  const staticBefore = await measure(server.url, STATIC, seconds);
  for (const call of MEASURED) rows.push({ call, ...(await measure(server.url, call, seconds)) });
  const staticAfter = await measure(server.url, STATIC, seconds);
  const yardstick = {
    call: STATIC,
    rps: (staticBefore.rps + staticAfter.rps) / 2,
    p99: Math.max(staticBefore.p99, staticAfter.p99),
    failed: staticBefore.failed + staticAfter.failed,
  };
  rows.unshift(yardstick);
  for (const row of rows) row.ratio = row.rps / yardstick.rps;
} finally {
  await server.stop();
  await database?.drop();
}

const below = rows.filter((r) => r.call !== STATIC && r.ratio < TARGET_RATIO);
const failures = rows.filter((r) => r.failed > 0);
if (json) {
  console.log(
    JSON.stringify({
      database: onPostgres ? 'postgres' : 'pglite',
      idle_rss_mb: idleMb,
      load: uptime(),
      calls: rows.map((r) => ({
        call: r.call.name,
        rps: Math.round(r.rps),
        p99_ms: r.p99,
        ratio: r.ratio,
        failed: r.failed,
      })),
    }),
  );
} else {
  console.log(`\n${connections} connections, ${seconds} s per call; ${uptime()}`);
  console.log(
    `${'call'.padEnd(28)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(7)} ${'× static'.padStart(8)}`,
  );
  for (const r of rows) {
    const verdict = r.call === STATIC ? '' : r.ratio >= TARGET_RATIO ? 'ok' : `under ${TARGET_RATIO}×`;
    console.log(
      `${r.call.name.padEnd(28)} ${String(Math.round(r.rps)).padStart(8)} ${String(r.p99).padStart(7)} ${r.ratio.toFixed(2).padStart(8)}  ${verdict}${r.failed ? `  ${r.failed} failed` : ''}`,
    );
  }
}
if (below.length || failures.length) {
  console.error(
    `✖ ${[
      ...below.map(
        (r) => `${r.call.name} at ${r.ratio.toFixed(2)}× the static file (under ${TARGET_RATIO}×)`,
      ),
      ...failures.map((r) => `${r.call.name}: ${r.failed} failed requests`),
    ].join('; ')}`,
  );
  process.exitCode = 1;
}
