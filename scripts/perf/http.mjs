// `npm run bench:http`: the content calls against the site's HTML page in one run
// (docs/PERFORMANCE.md#speed). autocannon drives each call in turn against the compiled server; the
// HTML is measured first and last and its mean is the yardstick. Prints each call's requests per
// second, p99 and ratio to the HTML; every content call should reach 0.8× (exit 1 otherwise), and the
// server's idle memory before the load. Flags: --seconds N (per call, default 10), --connections N
// (default 10), --postgres (a fresh database on DATABASE_URL or TEST_DATABASE_URL instead of PGlite),
// --json.
import autocannon from 'autocannon';
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

const HTML = { name: 'HTML /', path: '/' };
/** The calls every visitor's pages make, as the web app makes them. */
const CONTENT_CALLS = [
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

async function measure(url, call, duration) {
  const result = await autocannon({
    url: `${url}${call.path}`,
    method: call.method ?? 'GET',
    body: call.body,
    headers: call.headers,
    connections,
    duration,
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, failed };
}

ensureWebBuilt(say);
const database = onPostgres ? await freshPostgresDatabase(postgresBaseUrl(), 'http') : undefined;
if (onPostgres && !database) throw new Error('--postgres needs DATABASE_URL or TEST_DATABASE_URL');
const server = await startServer({ database: database?.url ?? 'pglite' });
const rows = [];
let idleMb;
try {
  idleMb = await settledRssMb(server.pid);
  say(`Idle memory after start: ${idleMb} MB (${onPostgres ? 'PostgreSQL' : 'PGlite'}; ${uptime()})`);
  // One short pass over everything first: JIT, first builds of the caches, connection pools.
  for (const call of [HTML, ...CONTENT_CALLS]) await measure(server.url, call, 1);
  const htmlBefore = await measure(server.url, HTML, seconds);
  for (const call of CONTENT_CALLS) rows.push({ call, ...(await measure(server.url, call, seconds)) });
  const htmlAfter = await measure(server.url, HTML, seconds);
  const html = {
    call: HTML,
    rps: (htmlBefore.rps + htmlAfter.rps) / 2,
    p99: Math.max(htmlBefore.p99, htmlAfter.p99),
    failed: htmlBefore.failed + htmlAfter.failed,
  };
  rows.unshift(html);
  for (const row of rows) row.ratio = row.rps / html.rps;
} finally {
  await server.stop();
  await database?.drop();
}

const below = rows.filter((r) => r.call !== HTML && r.ratio < TARGET_RATIO);
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
  console.log(`${'call'.padEnd(28)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(7)} ${'× HTML'.padStart(7)}`);
  for (const r of rows) {
    const verdict = r.call === HTML ? '' : r.ratio >= TARGET_RATIO ? 'ok' : `under ${TARGET_RATIO}×`;
    console.log(
      `${r.call.name.padEnd(28)} ${String(Math.round(r.rps)).padStart(8)} ${String(r.p99).padStart(7)} ${r.ratio.toFixed(2).padStart(7)}  ${verdict}${r.failed ? `  ${r.failed} failed` : ''}`,
    );
  }
}
if (below.length || failures.length) process.exitCode = 1;
