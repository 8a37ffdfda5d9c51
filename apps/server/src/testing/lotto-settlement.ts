import { sql } from 'drizzle-orm';
import { MAIN_WALLET_TYPE_ID } from '@ug99/contract';
import type { LottoBetType } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { memberWallets, runInLedgerTransaction, transfer } from '#ledger';

/**
 * Lotto rows for the settlement tests and the settlement benchmark, written directly (as a bill would
 * leave them) so those tests do not depend on the rounds and bills code: a category, a round, members
 * with money, bills whose stake moved main wallet → lotto_stakes.
 */

let sequence = 0;

export async function insertCategory(db: Db, opts: { government: boolean }): Promise<number> {
  sequence += 1;
  const types = opts.government
    ? ['3top', '3tod', '3front', '3back', '2top', '2bottom', 'run_top', 'run_bottom']
    : ['3top', '3tod', '2top', '2bottom', 'run_top', 'run_bottom'];
  const code = opts.government ? `thai_gov_t${sequence}` : `hanoi_t${sequence}`;
  const schedule = opts.government
    ? { kind: 'gov', close: '15:20' }
    : { kind: 'days', weekdays: [1, 2, 3, 4, 5, 6, 7], closes: ['18:00'] };
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into lotto_categories (agent_id, code, name, image, bet_types, schedule,
      open_before_minutes, cancel_before_seconds)
      values (1, ${code}, ${'หวยทดสอบ ' + sequence}, '/media/lotto/test.png', ${sql.param(types)}::text[],
        ${JSON.stringify(schedule)}::jsonb, 1440, 60) returning id`),
  );
  return Number(row!.id);
}

export async function insertRound(
  db: Db,
  categoryId: number,
  opts: { closeAt: Date; status?: string; title?: string },
): Promise<number> {
  const close = opts.closeAt;
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into lotto_rounds (category_id, title, draw_date, open_at, close_at,
      cancel_until, status)
      values (${categoryId}, ${opts.title ?? 'งวดทดสอบ'}, ${close.toISOString().slice(0, 10)}::date,
        ${new Date(close.getTime() - 86_400_000).toISOString()}::timestamptz, ${close.toISOString()}::timestamptz,
        ${new Date(close.getTime() - 60_000).toISOString()}::timestamptz, ${opts.status ?? 'open'})
      returning id`),
  );
  return Number(row!.id);
}

/** A member id with opened accounts and `satang` in the main wallet: the ledger tests' own set-up. */
export { fundMemberAccounts as fundedMember } from '#ledger/ledger.testing.ts';

export type TestLine = { type: LottoBetType; number: string; amountSatang: bigint; rate: number };

/** A pending bill as bills/create leaves it: the stake moved to lotto_stakes, counted as lotto turnover. */
export async function insertBill(
  db: Db,
  input: { roundId: number; memberId: number; lines: TestLine[] },
): Promise<number> {
  const total = input.lines.reduce((s, l) => s + l.amountSatang, 0n);
  return runInLedgerTransaction(db, async (tx) => {
    const [bill] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into lotto_bills (agent_id, member_id, round_id, request_id, request_hash,
        total_satang) values (1, ${input.memberId}, ${input.roundId}, gen_random_uuid(), 'test',
        ${total.toString()}::bigint) returning id`),
    );
    const id = Number(bill!.id);
    await tx.execute(sql`insert into lotto_bill_lines (bill_id, round_id, bet_type, number, amount_satang,
      rate_hundredths)
      select ${id}, ${input.roundId}, t, n, a, r from unnest(${sql.param(input.lines.map((l) => l.type))}::text[],
        ${sql.param(input.lines.map((l) => l.number))}::text[], ${sql.param(input.lines.map((l) => l.amountSatang.toString()))}::bigint[],
        ${sql.param(input.lines.map((l) => l.rate))}::int[]) as u(t, n, a, r)`);
    await transfer(tx, {
      key: `lotto:bet:bill:${id}`,
      from: { member: input.memberId, wallet: MAIN_WALLET_TYPE_ID },
      to: { system: 'lotto_stakes' },
      amount: total,
      reason: 'lotto_bet',
      refType: 'lotto_bill',
      refId: String(id),
      createdBy: `member:${input.memberId}`,
      at: new Date(),
    });
    await tx.execute(sql`insert into game_daily_totals (day, member_id, wallet_type_id, category, bet_count,
      turnover, payout) values (to_char(now() at time zone 'Asia/Bangkok', 'YYYY-MM-DD')::date,
      ${input.memberId}, ${MAIN_WALLET_TYPE_ID}, 'lotto', 1, ${total.toString()}::bigint, 0)
      on conflict (day, member_id, wallet_type_id, category) do update set
        bet_count = game_daily_totals.bet_count + 1, turnover = game_daily_totals.turnover + excluded.turnover`);
    return id;
  });
}

export async function mainBalance(db: Db, memberId: number): Promise<bigint> {
  const wallets = await memberWallets(db, memberId);
  return wallets.find((w) => w.walletTypeId === MAIN_WALLET_TYPE_ID)!.balance;
}

export async function billRow(db: Db, billId: number) {
  const [row] = rowsOf<{ status: string; win: string }>(
    await db.execute(sql`select status, win_satang::text as win from lotto_bills where id = ${billId}`),
  );
  return { status: row!.status, winSatang: BigInt(row!.win) };
}

export async function lineRows(db: Db, billId: number) {
  return rowsOf<{ bet_type: string; number: string; status: string; win: string }>(
    await db.execute(sql`select bet_type, number, status, win_satang::text as win from lotto_bill_lines
      where bill_id = ${billId} order by id`),
  );
}

export async function roundStatus(db: Db, roundId: number): Promise<string> {
  const [row] = rowsOf<{ status: string }>(
    await db.execute(sql`select status from lotto_rounds where id = ${roundId}`),
  );
  return row!.status;
}

export async function transfersOf(db: Db, reason: string) {
  return rowsOf<{ key: string; amount: string; ref_id: string }>(
    await db.execute(sql`select idempotency_key as key, amount::text, ref_id from ledger_transfers
      where reason = ${reason} order by id`),
  );
}

export async function lottoTotals(db: Db, memberId: number) {
  const [row] = rowsOf<{ bet_count: number; turnover: string; payout: string }>(
    await db.execute(sql`select coalesce(sum(bet_count), 0)::int as bet_count,
      coalesce(sum(turnover), 0)::text as turnover, coalesce(sum(payout), 0)::text as payout
      from game_daily_totals where member_id = ${memberId} and category = 'lotto'`),
  );
  return { betCount: Number(row!.bet_count), turnover: BigInt(row!.turnover), payout: BigInt(row!.payout) };
}
