// `npm run bench:memory`: idle memory of the compiled server just after start, on the embedded database
// and on PostgreSQL (DATABASE_URL or TEST_DATABASE_URL; skipped, and said so, when neither is set).
// Budgets (docs/PERFORMANCE.md#idle-memory): 300 MB on PGlite, 150 MB on PostgreSQL; over budget
// exits 1. `--json` prints the figures as JSON.
import { pathToFileURL } from 'node:url';
import { freshPostgresDatabase, postgresBaseUrl, settledRssMb, startServer, uptime } from './server.mjs';

export const IDLE_BUDGET_MB = { pglite: 300, postgres: 150 };

/** Starts the server on `kind`, lets it settle, and returns its idle RSS in MB. */
export async function idleMemory(kind) {
  const database = kind === 'pglite' ? undefined : await freshPostgresDatabase(postgresBaseUrl(), 'memory');
  try {
    const server = await startServer({ database: database?.url ?? 'pglite' });
    try {
      return await settledRssMb(server.pid);
    } finally {
      await server.stop();
    }
  } finally {
    await database?.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const json = process.argv.includes('--json');
  const kinds = postgresBaseUrl() ? ['pglite', 'postgres'] : ['pglite'];
  if (!postgresBaseUrl() && !json) console.log('PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL.');
  const rows = [];
  for (const kind of kinds) {
    const rss = await idleMemory(kind);
    rows.push({ database: kind, idle_rss_mb: rss, budget_mb: IDLE_BUDGET_MB[kind], load: uptime() });
  }
  if (json) console.log(JSON.stringify(rows));
  else {
    console.log('Idle memory of the compiled server after start (RSS of its process tree):');
    for (const r of rows) {
      const verdict = r.idle_rss_mb <= r.budget_mb ? 'ok' : 'OVER BUDGET';
      console.log(
        `  ${r.database.padEnd(9)} ${String(r.idle_rss_mb).padStart(5)} MB  budget ${r.budget_mb} MB  ${verdict}  (${r.load})`,
      );
    }
  }
  if (rows.some((r) => r.idle_rss_mb > r.budget_mb)) process.exitCode = 1;
}
