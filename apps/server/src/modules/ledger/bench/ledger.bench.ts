/**
 * `npm run bench:ledger`: transfers per second through the ledger module against the same transaction
 * written as raw SQL (two conditional updates in id order and an insert), on an in-memory PGlite and,
 * when TEST_DATABASE_URL or DATABASE_URL is set, on a throw-away PostgreSQL database. The module's
 * rate should stay at 70% of the raw rate or better. `--json` prints the figures as JSON instead of a
 * table; `--postgres-only` skips PGlite (bench:provider uses both). Not a test: numbers depend on the
 * machine, so the load average is printed next to them.
 */
import { availableParallelism, loadavg } from 'node:os';
import { MAIN_WALLET_TYPE_ID } from '@ug99/contract';
import { memberWallets, openMemberAccounts } from '../accounts.ts';
import { runInLedgerTransaction } from '../transaction.ts';
import { transfer } from '../transfer.ts';
import { openBenchPglite, openBenchPostgres } from '#testing/databases.ts';
import type { BenchDatabase, RawQuery } from '#testing/databases.ts';

const MEMBERS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const WARM_UP_SECONDS = 1;
const ROUNDS = 8;
const POSTGRES_CONCURRENCY = 16;

type Pair = { from: { memberId: number; accountId: number }; to: { memberId: number; accountId: number } };
type Row = { database: string; concurrency: number; module: number; raw: number };

const JSON_OUTPUT = process.argv.includes('--json');
const POSTGRES_ONLY = process.argv.includes('--postgres-only');
const print = (line = '') => {
  if (!JSON_OUTPUT) process.stdout.write(`${line}\n`);
};
const load = () => loadavg().map((l) => Number(l.toFixed(2)));

async function fundMembers(bench: BenchDatabase, runId: string) {
  const members = [];
  for (let memberId = 1; memberId <= MEMBERS; memberId++) {
    await openMemberAccounts(bench.db, memberId);
    await transfer(bench.db, {
      key: `${runId}:fund:${memberId}`,
      from: { system: 'gateway_cash' },
      to: { member: memberId, wallet: MAIN_WALLET_TYPE_ID },
      amount: 1_000_000_000_000n,
      reason: 'deposit',
      createdBy: 'bench',
      at: new Date(),
    });
    const [main] = await memberWallets(bench.db, memberId);
    if (!main) throw new Error(`member ${memberId} has no main wallet`);
    members.push({ memberId, accountId: main.accountId });
  }
  return members;
}

type Sample = { ops: number; seconds: number };

/** Runs `op` from `concurrency` loops until the time is up. */
async function sample(
  concurrency: number,
  seconds: number,
  op: (n: number) => Promise<void>,
): Promise<Sample> {
  let started = 0;
  const begin = performance.now();
  const deadline = begin + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) await op(started++);
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { ops: started, seconds: (performance.now() - begin) / 1000 };
}

/**
 * Module and raw SQL take turns in short rounds, so a burst of load from elsewhere on the machine (or
 * the tables growing) weighs on both alike instead of on whichever happened to run at that moment.
 */
async function compare(
  concurrency: number,
  a: (n: number) => Promise<void>,
  b: (n: number) => Promise<void>,
) {
  const totals = [
    { ops: 0, seconds: 0 },
    { ops: 0, seconds: 0 },
  ];
  let n = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, op] of [a, b].entries()) {
      const s = await sample(concurrency, SECONDS / ROUNDS, (k) => op(n + k));
      n += s.ops;
      totals[i]!.ops += s.ops;
      totals[i]!.seconds += s.seconds;
    }
  }
  return totals.map((t) => t.ops / t.seconds) as [number, number];
}

async function rawTransfer(query: RawQuery, key: string, pair: Pair): Promise<void> {
  const amount = '1';
  const debit = () =>
    query(
      'update ledger_accounts set balance = balance - $2 where id = $1 and (allow_negative or balance >= $2) returning balance',
      [pair.from.accountId, amount],
    );
  const credit = () =>
    query('update ledger_accounts set balance = balance + $2 where id = $1 returning balance', [
      pair.to.accountId,
      amount,
    ]);
  // Same lock order as the module: the lower account id first.
  const debitFirst = pair.from.accountId < pair.to.accountId;
  const first = await (debitFirst ? debit() : credit());
  const second = await (debitFirst ? credit() : debit());
  const [debitRow] = (debitFirst ? first : second).rows;
  const [creditRow] = (debitFirst ? second : first).rows;
  if (!debitRow || !creditRow) throw new Error('raw transfer refused');
  // created_at is left to the column default here: the bench measures the locking and writing, and one
  // more bound timestamp (what the module sends) does not change that cost.
  await query(
    `insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, reason,
       created_by, debit_balance_after, credit_balance_after) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      key,
      pair.from.accountId,
      pair.to.accountId,
      amount,
      'operator_adjustment',
      'bench',
      debitRow.balance,
      creditRow.balance,
    ],
  );
}

async function benchmark(bench: BenchDatabase): Promise<Row> {
  const runId = `bench-${Date.now()}`;
  const members = await fundMembers(bench, runId);
  const pairOf = (n: number): Pair => {
    const from = members[(n * 7) % MEMBERS]!;
    const to = members[(n * 7 + 1 + (n % (MEMBERS - 1))) % MEMBERS]!;
    return from.memberId === to.memberId ? { from, to: members[(n + 1) % MEMBERS]! } : { from, to };
  };

  const viaModule = (label: string) => async (n: number) => {
    const { from, to } = pairOf(n);
    await runInLedgerTransaction(bench.db, (tx) =>
      transfer(tx, {
        key: `${runId}:${label}:${n}`,
        from: { member: from.memberId, wallet: MAIN_WALLET_TYPE_ID },
        to: { member: to.memberId, wallet: MAIN_WALLET_TYPE_ID },
        amount: 1n,
        reason: 'operator_adjustment',
        memo: 'bench',
        createdBy: 'bench',
        at: new Date(),
      }),
    );
  };
  const viaRaw = (label: string) => (n: number) =>
    bench.rawTransaction((query) => rawTransfer(query, `${runId}:${label}:${n}`, pairOf(n)));

  await sample(bench.concurrency, WARM_UP_SECONDS, viaModule('warm-module'));
  await sample(bench.concurrency, WARM_UP_SECONDS, viaRaw('warm-raw'));
  const [module, raw] = await compare(bench.concurrency, viaModule('module'), viaRaw('raw'));
  return { database: bench.label, concurrency: bench.concurrency, module, raw };
}

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const targets: Array<() => Promise<BenchDatabase>> = POSTGRES_ONLY ? [] : [openBenchPglite];
  if (adminUrl) targets.push(() => openBenchPostgres(adminUrl, POSTGRES_CONCURRENCY));
  else print('PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL to include it.');

  print(
    `ledger transfers per second, ${SECONDS}s each in ${ROUNDS} alternating rounds, ${availableParallelism()} CPUs, node ${process.version}, load ${load().join(' ')}`,
  );
  const rows: Row[] = [];
  for (const open of targets) {
    const bench = await open();
    try {
      rows.push(await benchmark(bench));
    } finally {
      await bench.close();
    }
  }

  if (JSON_OUTPUT) {
    const json = rows.map((r) => ({
      ...r,
      module: Math.round(r.module),
      raw: Math.round(r.raw),
      module_to_raw: Number((r.module / r.raw).toFixed(2)),
    }));
    process.stdout.write(`${JSON.stringify({ seconds: SECONDS, load_average: load(), rows: json })}\n`);
    return;
  }
  const table = [
    ['database', 'concurrency', 'module/s', 'raw SQL/s', 'module/raw'],
    ...rows.map((r) => [
      r.database,
      String(r.concurrency),
      r.module.toFixed(0),
      r.raw.toFixed(0),
      (r.module / r.raw).toFixed(2),
    ]),
  ];
  const widths = table[0]!.map((_, col) => Math.max(...table.map((line) => line[col]!.length)));
  print();
  for (const line of table) print(line.map((cell, col) => cell.padEnd(widths[col]!)).join('  '));
  const slow = rows.filter((r) => r.module / r.raw < 0.7);
  if (slow.length > 0) print(`\nbelow the 0.70 target on: ${slow.map((r) => r.database).join(', ')}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
