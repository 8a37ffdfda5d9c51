import { sql } from 'drizzle-orm';
import type { LottoResultNumbers, LottoRoundStatus } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import type { RateSetting } from './category-rates.ts';
import { effectiveStatus } from './round-views.ts';

/**
 * What the back office's lotto screens read (docs/BACKOFFICE.md#lotto): categories with their rates,
 * rounds paged and filtered by the server, and the stake already on each number of a round with the
 * operator's rule for it. Reads only.
 */

export type CategoryWithRates = {
  id: number;
  code: string;
  name: string;
  active: boolean;
  government: boolean;
  betTypes: string[];
  cancelBeforeSeconds: number;
  memberNumberCapSatang: bigint | null;
  /** In the category's bet types' order. */
  rates: RateSetting[];
};

export async function categoriesWithRates(db: Db, agentId: number): Promise<CategoryWithRates[]> {
  const cats = rowsOf<{
    id: number;
    code: string;
    name: string;
    active: boolean;
    bet_types: string[];
    cancel_before_seconds: number;
    member_cap: string | null;
  }>(
    await db.execute(sql`select id, code, name, active, bet_types, cancel_before_seconds,
      member_number_cap_satang::text as member_cap from lotto_categories where agent_id = ${agentId}
      order by sort_order, id`),
  );
  const rates = rowsOf<{
    category_id: number;
    bet_type: string;
    rate: number;
    min: string;
    max: string;
    cap: string;
    over: number;
    discount: number;
    reduced_discount: number;
  }>(
    await db.execute(sql`select r.category_id, r.bet_type, r.rate_hundredths as rate, r.min_satang::text as min,
      r.max_satang::text as max, r.number_cap_satang::text as cap, r.over_cap_rate_hundredths as over,
      r.discount_percent as discount, r.reduced_discount_percent as reduced_discount
      from lotto_rates r join lotto_categories c on c.id = r.category_id where c.agent_id = ${agentId}`),
  );
  return cats.map((c) => {
    const order = (t: string) => c.bet_types.indexOf(t);
    return {
      id: Number(c.id),
      code: c.code,
      name: c.name,
      active: c.active,
      // The same test as settlement's isGovernment: the government prizes settle 3front and 3back.
      government: c.bet_types.includes('3front') || c.bet_types.includes('3back'),
      betTypes: c.bet_types,
      cancelBeforeSeconds: Number(c.cancel_before_seconds),
      memberNumberCapSatang: c.member_cap === null ? null : BigInt(c.member_cap),
      rates: rates
        .filter((r) => Number(r.category_id) === Number(c.id))
        .sort((a, b) => order(a.bet_type) - order(b.bet_type))
        .map((r) => ({
          betType: r.bet_type,
          rateHundredths: Number(r.rate),
          minSatang: BigInt(r.min),
          maxSatang: BigInt(r.max),
          numberCapSatang: BigInt(r.cap),
          overCapRateHundredths: Number(r.over),
          discountPercent: Number(r.discount),
          reducedDiscountPercent: Number(r.reduced_discount),
        })),
    };
  });
}

export type RoundSummary = {
  id: number;
  categoryCode: string;
  categoryName: string;
  government: boolean;
  title: string;
  drawDate: string;
  openAt: Date;
  closeAt: Date;
  status: LottoRoundStatus;
  result: LottoResultNumbers | null;
  voidReason: string | null;
  pendingBills: number;
  stakeSatang: bigint;
};

type RawRound = {
  id: number;
  code: string;
  name: string;
  bet_types: string[];
  title: string;
  draw_date: string;
  open_ms: string;
  close_ms: string;
  status: string;
  result: LottoResultNumbers | string | null;
  void_reason: string | null;
  pending_bills: string;
  stake: string;
  total?: string;
};

/**
 * The status a round shows, in SQL: the same as rounds/round-views.ts effectiveStatus (an open or scheduled
 * round past its close is closed; a scheduled round past its open is open), so the filter and the rows
 * agree with what members see.
 */
const shownStatus = (now: Date) => sql`(case
  when r.status in ('open', 'scheduled') and r.close_at <= ${now.toISOString()}::timestamptz then 'closed'
  when r.status = 'scheduled' and r.open_at <= ${now.toISOString()}::timestamptz then 'open'
  else r.status end)`;

const roundColumns = sql`r.id, c.code, c.name, c.bet_types, r.title, r.draw_date::text as draw_date,
  floor(extract(epoch from r.open_at) * 1000)::bigint::text as open_ms,
  floor(extract(epoch from r.close_at) * 1000)::bigint::text as close_ms, r.status, r.result, r.void_reason,
  (select count(*) from lotto_bills b where b.round_id = r.id and b.status = 'pending')::text as pending_bills,
  (select coalesce(sum(b.total_satang), 0) from lotto_bills b
    where b.round_id = r.id and b.status not in ('cancelled', 'refunded'))::text as stake`;

function summaryOf(r: RawRound, now: Date): RoundSummary {
  const openAt = new Date(Number(r.open_ms));
  const closeAt = new Date(Number(r.close_ms));
  return {
    id: Number(r.id),
    categoryCode: r.code,
    categoryName: r.name,
    government: r.bet_types.includes('3front') || r.bet_types.includes('3back'),
    title: r.title,
    drawDate: r.draw_date,
    openAt,
    closeAt,
    status: effectiveStatus(
      { status: r.status, openAt, closeAt } as Parameters<typeof effectiveStatus>[0],
      now,
    ),
    result: typeof r.result === 'string' ? (JSON.parse(r.result) as LottoResultNumbers) : r.result,
    voidReason: r.void_reason,
    pendingBills: Number(r.pending_bills),
    stakeSatang: BigInt(r.stake),
  };
}

export type RoundSort = 'close_at' | '-close_at' | 'id' | '-id';

/** Rounds of the agent filtered by the shown status and category, one page, with the total. */
export async function pageRounds(
  db: Db,
  q: {
    agentId: number;
    now: Date;
    status?: LottoRoundStatus | undefined;
    category?: string | undefined;
    page: number;
    pageSize: number;
    sort: RoundSort;
  },
): Promise<{ total: number; rows: RoundSummary[] }> {
  const where = sql`c.agent_id = ${q.agentId}
    ${q.category ? sql`and c.code = ${q.category}` : sql``}
    ${q.status ? sql`and ${shownStatus(q.now)} = ${q.status}` : sql``}`;
  const order = {
    close_at: sql`r.close_at asc, r.id asc`,
    '-close_at': sql`r.close_at desc, r.id desc`,
    id: sql`r.id asc`,
    '-id': sql`r.id desc`,
  }[q.sort];
  const rows = rowsOf<RawRound>(
    await db.execute(sql`select ${roundColumns}, count(*) over ()::text as total
      from lotto_rounds r join lotto_categories c on c.id = r.category_id
      where ${where} order by ${order}
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`),
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && q.page > 1) {
    const [count] = rowsOf<{ n: string }>(
      await db.execute(sql`select count(*)::text as n from lotto_rounds r
        join lotto_categories c on c.id = r.category_id where ${where}`),
    );
    total = Number(count?.n ?? 0);
  }
  return { total, rows: rows.map((r) => summaryOf(r, q.now)) };
}

export async function findRoundSummary(
  db: Db,
  agentId: number,
  roundId: number,
  now: Date,
): Promise<RoundSummary | null> {
  const [row] = rowsOf<RawRound>(
    await db.execute(sql`select ${roundColumns} from lotto_rounds r
      join lotto_categories c on c.id = r.category_id where c.agent_id = ${agentId} and r.id = ${roundId}`),
  );
  return row ? summaryOf(row, now) : null;
}

export type NumberStake = {
  betType: string;
  number: string;
  stakedSatang: bigint;
  /** The category's cap across members for this bet type; the number's own cap replaces it. */
  categoryCapSatang: bigint | null;
  categoryRateHundredths: number | null;
  closed: boolean;
  rateHundredths: number | null;
  capSatang: bigint | null;
};

export type NumberSort = 'staked' | '-staked' | 'number' | '-number';

/**
 * The numbers of a round that carry a stake or an operator's rule: the stake already on each (the
 * counters bills keep, across members), the category's rate and cap, and the rule. One page, with the total.
 */
export async function pageNumberStakes(
  db: Db,
  q: {
    roundId: number;
    betType?: string | undefined;
    number?: string | undefined;
    page: number;
    pageSize: number;
    sort: NumberSort;
  },
): Promise<{ total: number; rows: NumberStake[] }> {
  const order = {
    staked: sql`staked asc, bet_type, number`,
    '-staked': sql`staked desc, bet_type, number`,
    number: sql`bet_type, number`,
    '-number': sql`bet_type, number desc`,
  }[q.sort];
  const rows = rowsOf<{
    bet_type: string;
    number: string;
    staked: string;
    cat_cap: string | null;
    cat_rate: number | null;
    closed: boolean | null;
    rate: number | null;
    cap: string | null;
    total: string;
  }>(
    await db.execute(sql`with numbers as (
        select coalesce(s.bet_type, n.bet_type) as bet_type, coalesce(s.number, n.number) as number,
          coalesce(s.staked_satang, 0) as staked, n.closed, n.rate_hundredths, n.cap_satang
        from (select * from lotto_number_stakes where round_id = ${q.roundId}) s
        full join (select * from lotto_number_rules where round_id = ${q.roundId}) n
          on n.bet_type = s.bet_type and n.number = s.number
      )
      select x.bet_type, x.number, x.staked::text as staked, rt.number_cap_satang::text as cat_cap,
        rt.rate_hundredths as cat_rate, x.closed, x.rate_hundredths as rate, x.cap_satang::text as cap,
        count(*) over ()::text as total
      from numbers x
      join lotto_rounds r on r.id = ${q.roundId}
      left join lotto_rates rt on rt.category_id = r.category_id and rt.bet_type = x.bet_type
      where (x.staked > 0 or x.closed is not null)
        ${q.betType ? sql`and x.bet_type = ${q.betType}` : sql``}
        ${q.number ? sql`and x.number = ${q.number}` : sql``}
      order by ${order}
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`),
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => ({
      betType: r.bet_type,
      number: r.number,
      stakedSatang: BigInt(r.staked),
      categoryCapSatang: r.cat_cap === null ? null : BigInt(r.cat_cap),
      categoryRateHundredths: r.cat_rate === null ? null : Number(r.cat_rate),
      closed: r.closed ?? false,
      rateHundredths: r.rate === null ? null : Number(r.rate),
      capSatang: r.cap === null ? null : BigInt(r.cap),
    })),
  };
}
