import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import type { Database } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import type { Clock } from '#shared/clock.ts';
import { registry } from './registry.ts';

/**
 * What waits in the database (docs/OPERATIONS.md#metrics), read when Prometheus scrapes: every instance
 * reports the same shared queues (alerts take the max), and the last ledger check that any instance's
 * job recorded. A scrape while the database is down reports NaN rather than failing or inventing 0.
 */

/** A queue its owner keeps, as scalar subqueries: how many wait, and when the oldest arrived (or null). */
export type WaitingSql = { count: SQL; oldestAt: SQL };

/**
 * What the queue gauges read of the domains' tables, each a subquery its owner exports, so a scrape is
 * still one statement: platform code imports no domain, so app.ts hands them over (`queueReads`,
 * docs/ARCHITECTURE.md#each-domain-owns-its-tables). Payments' `pendingQueuesSql()`, lotto's
 * `unsettledResultSinceSql()`, the ledger's `lastReconcileCheckSql()`.
 */
export type QueueReads = {
  withdrawals: WaitingSql;
  flaggedDeposits: WaitingSql;
  /** When the oldest round that has a result and is not settled yet got it. */
  unsettledResultSince: SQL;
  /** The last ledger check: whether it held, and when it ran (both null before the first). */
  lastLedgerCheck: { ok: SQL; checkedAt: SQL };
};

type QueueRow = {
  withdrawals_pending: string;
  withdrawal_oldest_s: string | null;
  flagged_pending: string;
  flagged_oldest_s: string | null;
  unsettled_oldest_s: string | null;
  reconcile_ok: boolean | null;
  reconcile_at_s: string | null;
};

const epochOf = (at: SQL): SQL => sql`extract(epoch from ${at})::text`;

/** One scrape's statement: every queue and the ledger's last check. */
function queryOf(queues: QueueReads): SQL {
  const columns = [
    sql`(${queues.withdrawals.count})::text as withdrawals_pending`,
    sql`${epochOf(queues.withdrawals.oldestAt)} as withdrawal_oldest_s`,
    sql`(${queues.flaggedDeposits.count})::text as flagged_pending`,
    sql`${epochOf(queues.flaggedDeposits.oldestAt)} as flagged_oldest_s`,
    sql`${epochOf(queues.unsettledResultSince)} as unsettled_oldest_s`,
    sql`${queues.lastLedgerCheck.ok} as reconcile_ok`,
    sql`${epochOf(queues.lastLedgerCheck.checkedAt)} as reconcile_at_s`,
  ];
  return sql`select ${sql.join(columns, sql`, `)}`;
}

const num = (value: string | null | undefined): number => (value == null ? 0 : Number(value));
/** Seconds from `since` (epoch seconds, or none: 0) to now by the app's clock. */
const ageOf = (since: string | null, now: Date): number =>
  since == null ? 0 : Math.max(0, now.getTime() / 1000 - Number(since));

/**
 * Each gauge of one scrape reads the same row: one query per scrape, whichever gauge asks first. A
 * scrape asks every gauge in the same tick (prom-client's Registry.metrics), before the query answers.
 */
function sharedRead(database: Database, query: SQL): () => Promise<QueueRow | undefined> {
  let pending: Promise<QueueRow | undefined> | undefined;
  return () => {
    pending ??= database.db
      .execute(query)
      .then((result) => rowsOf<QueueRow>(result)[0])
      .catch(() => undefined)
      .finally(() => (pending = undefined));
    return pending;
  };
}

type Reading = (row: QueueRow, now: Date) => number;

type GaugeOf = [name: string, help: string, read: Reading];

/** The gauges of the queues. */
const QUEUE_GAUGES: GaugeOf[] = [
  ['ug99_withdrawals_pending', 'Withdrawals waiting for a decision', (r) => num(r.withdrawals_pending)],
  [
    'ug99_withdrawal_oldest_pending_seconds',
    'Age of the oldest withdrawal waiting for a decision (0 when none waits)',
    (r, now) => ageOf(r.withdrawal_oldest_s, now),
  ],
  [
    'ug99_deposits_flagged_pending',
    'Flagged deposits waiting for an operator',
    (r) => num(r.flagged_pending),
  ],
  [
    'ug99_deposit_flagged_oldest_pending_seconds',
    'Age of the oldest flagged deposit waiting for an operator (0 when none waits)',
    (r, now) => ageOf(r.flagged_oldest_s, now),
  ],
  [
    'ug99_lotto_unsettled_result_oldest_seconds',
    'Time since the result of the oldest round that has a result and is not settled yet (0 when none)',
    (r, now) => ageOf(r.unsettled_oldest_s, now),
  ],
];

/** The gauges of the ledger's checks. */
const LEDGER_GAUGES: GaugeOf[] = [
  [
    'ug99_ledger_reconcile_ok',
    'Whether the last ledger check (the ledger-reconcile job, every 5 minutes) found every invariant holding: 1 or 0',
    // No check recorded yet: NaN, which no alert reads as "unbalanced" (the job alert covers it).
    (r) => (r.reconcile_ok === null ? NaN : r.reconcile_ok ? 1 : 0),
  ],
  [
    'ug99_ledger_reconcile_last_run_timestamp_seconds',
    'When the last ledger check ran',
    (r) => (r.reconcile_at_s === null ? NaN : Number(r.reconcile_at_s)),
  ],
];

/**
 * Registers the gauges that read `database` (the latest app built in this process reads its own); ages
 * are measured on the app's clock, the one that stamped the rows.
 */
export function observeQueues(database: Database, clock: Clock, queues: QueueReads): void {
  const read = sharedRead(database, queryOf(queues));
  const metrics: Array<[string, Gauge]> = [...QUEUE_GAUGES, ...LEDGER_GAUGES].map(([name, help, reading]) => [
    name,
    new Gauge({
      name,
      help,
      registers: [],
      async collect() {
        const row = await read();
        this.set(row ? reading(row, clock.now()) : NaN);
      },
    }),
  ]);
  const pool = database.kind === 'postgres' ? database.pool : undefined;
  if (pool) {
    const name = 'ug99_db_pool_connections';
    metrics.push([
      name,
      new Gauge({
        name,
        help: 'PostgreSQL pool connections by state: in_use, idle, and waiting (requests queued for one)',
        labelNames: ['state'] as const,
        registers: [],
        collect() {
          this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      }),
    ]);
  }
  // A gauge an earlier app of this process registered reads that app's database: each is replaced or removed.
  for (const [name] of QUEUE_GAUGES) registry.removeSingleMetric(name);
  for (const [name, metric] of metrics) {
    registry.removeSingleMetric(name);
    registry.registerMetric(metric);
  }
}
