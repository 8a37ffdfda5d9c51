/**
 * `npm run bench:settlement [-- --lines N]`: seconds to settle one lotto round of N lines (default
 * 100,000) on a throw-away PostgreSQL database (TEST_DATABASE_URL or DATABASE_URL names the server; the
 * database is created and dropped here). Bills of 1–20 lines (10 on average) from 2,000 members over
 * every bet type, numbers drawn at random, amounts 1–100 baht at the default government rates; then a
 * government result is entered and the whole settlement (lines, bills, one payout transfer per winning
 * bill, daily totals, round settled) is timed. Targets: < 2 s for 100k lines, < 15 s for 1M.
 * Not a test: the figure depends on the machine.
 */
import { sql } from 'drizzle-orm';
import { checkInvariants, openMemberAccounts } from '#ledger';
import { systemClock } from '#shared/clock.ts';
import { openBenchPostgres } from '#testing/databases.ts';
import { insertCategory, insertRound } from '#testing/lotto-settlement.ts';
import { GOVERNMENT_DRAW } from '#testing/lotto-draws.ts';
import { enterResult } from '../settlement/service.ts';

const print = (line = '') => process.stdout.write(`${line}\n`);

function linesWanted(argv: string[]): number {
  const at = argv.indexOf('--lines');
  const text = at >= 0 ? argv[at + 1] : undefined;
  const lines = text === undefined ? 100_000 : Number(text);
  if (!Number.isSafeInteger(lines) || lines < 1) throw new Error('--lines must be a positive whole number');
  return lines;
}

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl) {
    print('bench:settlement needs PostgreSQL: set TEST_DATABASE_URL or DATABASE_URL');
    process.exitCode = 1;
    return;
  }
  const lines = linesWanted(process.argv.slice(2));
  const members = 2_000;
  const bench = await openBenchPostgres(adminUrl, 2);
  try {
    const db = bench.db;
    print(`${bench.label}: settling a round of ${lines.toLocaleString('en')} lines`);
    const categoryId = await insertCategory(db, { government: true });
    const roundId = await insertRound(db, categoryId, { closeAt: new Date(Date.now() - 60_000) });
    for (let m = 1; m <= members; m++) await openMemberAccounts(db, m);

    const setupStart = performance.now();
    // Bill sizes 1–20 lines; the last bill takes what is left.
    await db.execute(sql`
      create temporary table bench_bills as
      with sizes as (select g, 1 + floor(random() * 20)::int as n from generate_series(1, ${lines}) g),
      running as (select g, n, sum(n) over (order by g) - n as start from sizes)
      select g, n, start from running where start < ${lines}`);
    await db.execute(sql`
      insert into lotto_bills (agent_id, member_id, round_id, request_id, request_hash, total_satang)
      select 1, 1 + (g % ${members}), ${roundId}, gen_random_uuid(), 'bench', 0 from bench_bills order by g`);
    await db.execute(sql`
      with types(t, digits, rate) as (values ('3top', 3, 90000), ('3tod', 3, 15000), ('3front', 3, 45000),
        ('3back', 3, 45000), ('2top', 2, 9000), ('2bottom', 2, 9000), ('run_top', 1, 320), ('run_bottom', 1, 420)),
      bills as (select b.id, row_number() over (order by b.id) as g from lotto_bills b where b.round_id = ${roundId}),
      slots as (
        select bills.id as bill_id, i from bench_bills bb join bills on bills.g = bb.g,
          generate_series(1, least(bb.n, ${lines} - bb.start)) i
      ),
      picked as (select bill_id, (array['3top','3tod','3front','3back','2top','2bottom','run_top','run_bottom'])[1 + floor(random() * 8)::int] as t from slots)
      insert into lotto_bill_lines (bill_id, round_id, bet_type, number, amount_satang, rate_hundredths)
      select p.bill_id, ${roundId}, p.t, lpad(floor(random() * power(10, ty.digits))::int::text, ty.digits, '0'),
        (1 + floor(random() * 100)::int) * 100, ty.rate
      from picked p join types ty on ty.t = p.t`);
    await db.execute(sql`update lotto_bills b set total_satang = s.total from (
      select bill_id, sum(amount_satang) as total from lotto_bill_lines where round_id = ${roundId} group by bill_id
    ) s where b.id = s.bill_id`);
    await db.execute(sql`analyze lotto_bills; analyze lotto_bill_lines; analyze ledger_accounts`);
    print(`set up in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`);

    const start = performance.now();
    const outcome = await enterResult(
      db,
      {
        roundId,
        result: GOVERNMENT_DRAW,
        operator: 'bench',
      },
      { clock: systemClock },
    );
    const seconds = (performance.now() - start) / 1000;
    if (!outcome.ok) throw new Error(outcome.message);
    const s = outcome.settlement;
    print(
      `settled ${s.lines.toLocaleString('en')} lines, ${s.bills.toLocaleString('en')} bills, ` +
        `${s.winningBills.toLocaleString('en')} winning bills paid, round ${s.status}`,
    );
    print(`settlement: ${seconds.toFixed(2)} s (target: < ${lines <= 100_000 ? 2 : 15} s)`);
    const violations = await checkInvariants(db);
    print(violations.length === 0 ? 'ledger balanced' : violations.map((v) => v.message).join('\n'));
  } finally {
    await bench.close();
  }
}

await main();
