import { readdirSync, readFileSync } from 'node:fs';
import type { Db } from '#db/client.ts';
import { sql } from 'drizzle-orm';

/**
 * What a run of `npm run bench:cluster` cost each part, so docs/CAPACITY.md can extrapolate from work per
 * request rather than from req/s on a shared machine: CPU seconds of the processes under the cluster
 * script (Linux /proc; the instances, nginx, the provider) and PostgreSQL's own counters of the bench's
 * database (transactions and rows), which other work on the same server does not touch.
 */

/** Linux reports CPU time in clock ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

export type Part = 'instances' | 'nginx' | 'provider' | 'other';

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Every process below `pid` (children, their children…), from /proc/<pid>/task/<tid>/children. */
function descendants(pid: number): number[] {
  const found: number[] = [];
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return found;
  }
  for (const task of tasks) {
    const children = read(`/proc/${pid}/task/${task}/children`)?.trim();
    if (!children) continue;
    for (const child of children.split(/\s+/).map(Number)) found.push(child, ...descendants(child));
  }
  return found;
}

function partOf(pid: number): Part {
  const command = read(`/proc/${pid}/cmdline`)?.replaceAll('\0', ' ') ?? '';
  if (command.includes('nginx')) return 'nginx';
  if (command.includes('demo-provider')) return 'provider';
  if (command.includes('apps/server')) return 'instances';
  return 'other';
}

function cpuSeconds(pid: number): number {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return 0;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** CPU seconds used so far by each part of the tree under `rootPid` (the cluster script). */
export function cpuByPart(rootPid: number): Record<Part, number> {
  const totals: Record<Part, number> = { instances: 0, nginx: 0, provider: 0, other: 0 };
  for (const pid of descendants(rootPid)) totals[partOf(pid)] += cpuSeconds(pid);
  return totals;
}

export type DatabaseCounters = { transactions: number; rowsRead: number; rowsWritten: number };

/** PostgreSQL's counters of one database (pg_stat_database; flushed about once a second). */
export async function databaseCounters(db: Db, name: string): Promise<DatabaseCounters> {
  // Both drivers answer `rows`; Db is the union of their drizzle types, whose execute() results differ.
  const result = (await db.execute(
    sql`select (xact_commit + xact_rollback)::text as tx, (tup_fetched + tup_returned)::text as rd,
        (tup_inserted + tup_updated + tup_deleted)::text as wr from pg_stat_database where datname = ${name}`,
  )) as unknown as { rows: { tx: string; rd: string; wr: string }[] };
  const row = result.rows[0];
  return {
    transactions: Number(row?.tx ?? 0),
    rowsRead: Number(row?.rd ?? 0),
    rowsWritten: Number(row?.wr ?? 0),
  };
}
