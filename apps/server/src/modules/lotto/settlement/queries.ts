import { sql } from 'drizzle-orm';
import type { LottoResultNumbers } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';

/** The SQL of results, settlement and void (docs/LOTTO.md#results-and-settlement). */

export type RoundRow = {
  id: number;
  categoryId: number;
  categoryCode: string;
  betTypes: string[];
  title: string;
  status: string;
  closeAt: Date;
  result: LottoResultNumbers | null;
};

type RawRound = {
  id: number;
  category_id: number;
  code: string;
  bet_types: string[];
  title: string;
  status: string;
  close_ms: string;
  result: LottoResultNumbers | string | null;
};

const roundOf = (r: RawRound): RoundRow => ({
  id: Number(r.id),
  categoryId: Number(r.category_id),
  categoryCode: r.code,
  betTypes: r.bet_types,
  title: r.title,
  status: r.status,
  closeAt: new Date(Number(r.close_ms)),
  result: typeof r.result === 'string' ? (JSON.parse(r.result) as LottoResultNumbers) : r.result,
});

/** The round and its category; `lock` takes the round's row lock for the rest of the transaction. */
export async function findRound(db: Db, roundId: number, lock = false): Promise<RoundRow | null> {
  const rows = rowsOf<RawRound>(
    await db.execute(sql`select r.id, r.category_id, c.code, c.bet_types, r.title, r.status,
      floor(extract(epoch from r.close_at) * 1000)::bigint::text as close_ms, r.result
      from lotto_rounds r join lotto_categories c on c.id = r.category_id
      where r.id = ${roundId} ${lock ? sql`for update of r` : sql``}`),
  );
  return rows[0] ? roundOf(rows[0]) : null;
}

export async function storeResult(
  tx: Db,
  roundId: number,
  result: LottoResultNumbers,
  at: Date,
): Promise<void> {
  await tx.execute(sql`update lotto_rounds set status = 'resulted', result = ${JSON.stringify(result)}::jsonb,
    resulted_at = ${at.toISOString()}::timestamptz where id = ${roundId}`);
}

export async function setRoundStatus(
  tx: Db,
  roundId: number,
  status: 'closed' | 'settled' | 'voided',
  at: Date,
  voidReason?: string,
): Promise<void> {
  await tx.execute(sql`update lotto_rounds set status = ${status},
    settled_at = case when ${status} = 'settled' then ${at.toISOString()}::timestamptz else settled_at end,
    void_reason = coalesce(${voidReason ?? null}::text, void_reason)
    where id = ${roundId}`);
}

/**
 * The settlement rule in SQL, shared by decideLines (which writes it) and previewWins (which only sums
 * it): a line wins when its (type, number) is among the winning pairs; win = amount × rate snapshot / 100
 * in integer arithmetic (matching.ts winSatang).
 */
function winningKeys(winning: { types: string[]; numbers: string[] }): string[] {
  // 'type:number' keys: at most a few dozen, so a plain array comparison per line is cheap.
  return winning.types.map((t, i) => `${t}:${winning.numbers[i]}`);
}
const lineWins = (keys: string[]) => sql`(l.bet_type || ':' || l.number = any(${sql.param(keys)}::text[]))`;
const lineWin = (keys: string[]) =>
  sql`(case when ${lineWins(keys)} then l.amount_satang * l.rate_hundredths / 100 else 0 end)`;
/** The lines settlement decides: still pending, of the round's pending bills. */
const undecidedLines = (roundId: number) => sql`l.round_id = ${roundId} and l.status = 'pending'
  and l.bill_id in (select b.id from lotto_bills b where b.round_id = ${roundId} and b.status = 'pending')`;

/**
 * Every still-pending line of the round's pending bills gets won or lost and its win, in one statement.
 * Lines already decided are left alone, so running it again (a resumed settlement) changes nothing.
 */
export async function decideLines(
  tx: Db,
  roundId: number,
  winning: { types: string[]; numbers: string[] },
): Promise<number> {
  const keys = winningKeys(winning);
  const rows = rowsOf<{ n: string }>(
    await tx.execute(sql`
      with decided as (
        update lotto_bill_lines l set
          status = case when ${lineWins(keys)} then 'won' else 'lost' end,
          win_satang = ${lineWin(keys)}
        where ${undecidedLines(roundId)}
        returning 1
      )
      select count(*)::text as n from decided`),
  );
  return Number(rows[0]?.n ?? 0);
}

export type WinsPreview = {
  bills: number;
  lines: number;
  winningBills: number;
  winningLines: number;
  payoutSatang: bigint;
  byType: {
    betType: string;
    lines: number;
    stakeSatang: bigint;
    winningLines: number;
    payoutSatang: bigint;
  }[];
};

/** What decideLines and the bill payouts would give for these winning pairs, per bet type; writes nothing. */
export async function previewWins(
  db: Db,
  roundId: number,
  winning: { types: string[]; numbers: string[] },
): Promise<WinsPreview> {
  const keys = winningKeys(winning);
  const perType = rowsOf<{ bet_type: string; lines: string; stake: string; won: string; win: string }>(
    await db.execute(sql`select l.bet_type, count(*)::text as lines, sum(l.amount_satang)::text as stake,
        count(*) filter (where ${lineWins(keys)})::text as won, sum(${lineWin(keys)})::text as win
      from lotto_bill_lines l where ${undecidedLines(roundId)}
      group by l.bet_type order by l.bet_type`),
  );
  const [bills] = rowsOf<{ bills: string; winners: string }>(
    await db.execute(sql`select count(*)::text as bills, count(*) filter (where s.win > 0)::text as winners
      from (select l.bill_id, sum(${lineWin(keys)}) as win from lotto_bill_lines l
        where ${undecidedLines(roundId)} group by l.bill_id) s`),
  );
  const byType = perType.map((r) => ({
    betType: r.bet_type,
    lines: Number(r.lines),
    stakeSatang: BigInt(r.stake),
    winningLines: Number(r.won),
    payoutSatang: BigInt(r.win),
  }));
  return {
    bills: Number(bills?.bills ?? 0),
    winningBills: Number(bills?.winners ?? 0),
    lines: byType.reduce((s, t) => s + t.lines, 0),
    winningLines: byType.reduce((s, t) => s + t.winningLines, 0),
    payoutSatang: byType.reduce((s, t) => s + t.payoutSatang, 0n),
    byType,
  };
}

/** Up to `limit` pending bills of the round, locked; bills another settler holds are skipped. */
export async function lockPendingBills(tx: Db, roundId: number, limit: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from lotto_bills where round_id = ${roundId} and status = 'pending'
      order by id limit ${limit} for update skip locked`),
  );
  return rows.map((r) => Number(r.id));
}

export type ClosedBill = {
  id: number;
  memberId: number;
  walletTypeId: number;
  status: 'won' | 'lost';
  winSatang: bigint;
};

/** The bills get won (any line won) or lost and the sum of their lines' wins. */
export async function closeBills(tx: Db, billIds: number[], at: Date): Promise<ClosedBill[]> {
  const rows = rowsOf<{
    id: number;
    member_id: number;
    wallet_type_id: number;
    status: 'won' | 'lost';
    win: string;
  }>(
    await tx.execute(sql`
      update lotto_bills b set
        status = case when s.any_won then 'won' else 'lost' end,
        win_satang = s.win,
        settled_at = ${at.toISOString()}::timestamptz
      from (
        select bill_id, coalesce(sum(win_satang), 0)::bigint as win, bool_or(status = 'won') as any_won
        from lotto_bill_lines where bill_id = any(${sql.param(billIds)}::int[]) group by bill_id
      ) s
      where b.id = s.bill_id and b.status = 'pending'
      returning b.id, b.member_id, b.wallet_type_id, b.status, b.win_satang::text as win`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    memberId: Number(r.member_id),
    walletTypeId: Number(r.wallet_type_id),
    status: r.status,
    winSatang: BigInt(r.win),
  }));
}

export type RefundedBill = {
  id: number;
  memberId: number;
  walletTypeId: number;
  /** What left the wallet for the bill (its total less its discount): what the void refunds. */
  paySatang: bigint;
  day: string;
};

/** Up to `limit` pending bills of a voided round become refunded, with their lines; locked, skipped if held. */
export async function refundPendingBills(
  tx: Db,
  roundId: number,
  limit: number,
  at: Date,
): Promise<RefundedBill[]> {
  const rows = rowsOf<{ id: number; member_id: number; wallet_type_id: number; pay: string; day: string }>(
    await tx.execute(sql`
      with picked as (
        select id from lotto_bills where round_id = ${roundId} and status = 'pending'
        order by id limit ${limit} for update skip locked
      ),
      bills as (
        update lotto_bills b set status = 'refunded', settled_at = ${at.toISOString()}::timestamptz
        from picked p where b.id = p.id
        returning b.id, b.member_id, b.wallet_type_id, b.total_satang, b.discount_satang, b.created_at
      ),
      lines as (
        update lotto_bill_lines l set status = 'refunded', win_satang = 0
        from bills b where l.bill_id = b.id
        returning 1
      )
      select id, member_id, wallet_type_id, (total_satang - discount_satang)::text as pay,
        to_char(created_at at time zone 'Asia/Bangkok', 'YYYY-MM-DD') as day
      from bills order by id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    memberId: Number(r.member_id),
    walletTypeId: Number(r.wallet_type_id),
    paySatang: BigInt(r.pay),
    day: r.day,
  }));
}

/**
 * Closes a round early (the operator's lotto:close): no bill is taken or cancelled from now on. close_at
 * keeps the scheduled time, the round's identity for the scheduler, which would otherwise create it again.
 */
export async function closeRoundNow(tx: Db, roundId: number, at: Date): Promise<void> {
  await tx.execute(sql`update lotto_rounds set status = 'closed',
    cancel_until = least(cancel_until, ${at.toISOString()}::timestamptz)
    where id = ${roundId} and status in ('scheduled', 'open')`);
}

/** Pending bills of the round, including those another transaction holds. */
export async function countPendingBills(tx: Db, roundId: number): Promise<number> {
  const rows = rowsOf<{ n: string }>(
    await tx.execute(
      sql`select count(*)::text as n from lotto_bills where round_id = ${roundId} and status = 'pending'`,
    ),
  );
  return Number(rows[0]?.n ?? 0);
}

export type NumberRule = { closed: boolean; rateHundredths: number | null; capSatang: bigint | null };

export async function findNumberRule(
  tx: Db,
  key: { roundId: number; type: string; number: string },
): Promise<NumberRule | null> {
  const [row] = rowsOf<{ closed: boolean; rate: number | null; cap: string | null }>(
    await tx.execute(sql`select closed, rate_hundredths as rate, cap_satang::text as cap from lotto_number_rules
      where round_id = ${key.roundId} and bet_type = ${key.type} and number = ${key.number} for update`),
  );
  if (!row) return null;
  return {
    closed: row.closed,
    rateHundredths: row.rate === null ? null : Number(row.rate),
    capSatang: row.cap === null ? null : BigInt(row.cap),
  };
}

export async function upsertNumberRule(
  tx: Db,
  key: { roundId: number; type: string; number: string },
  rule: NumberRule,
  operator: string,
  at: Date,
): Promise<void> {
  await tx.execute(sql`insert into lotto_number_rules (round_id, bet_type, number, closed, rate_hundredths,
      cap_satang, updated_by, updated_at)
    values (${key.roundId}, ${key.type}, ${key.number}, ${rule.closed}, ${rule.rateHundredths},
      ${rule.capSatang?.toString() ?? null}::bigint, ${operator}, ${at.toISOString()}::timestamptz)
    on conflict (round_id, bet_type, number) do update set closed = excluded.closed,
      rate_hundredths = excluded.rate_hundredths, cap_satang = excluded.cap_satang,
      updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
}

/** The category's rate for a bet type, in hundredths; null when the category has no row for it. */
export async function categoryRateOf(db: Db, categoryId: number, betType: string): Promise<number | null> {
  const [row] = rowsOf<{ rate: number }>(
    await db.execute(sql`select rate_hundredths as rate from lotto_rates
      where category_id = ${categoryId} and bet_type = ${betType}`),
  );
  return row ? Number(row.rate) : null;
}
