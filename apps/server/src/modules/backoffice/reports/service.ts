import { DASHBOARD_CATEGORIES, REPORT_MAX_DAYS, REPORT_MAX_MONTHS, satangToBaht } from '@ug99/contract';
import type { DailyReportQuery, MonthlyReportQuery, ReportResult, ReportRow } from '@ug99/contract';
import { activePlayerCounts, playPerDay } from '#games';
import { AppError } from '#http/app-error.ts';
import { depositsPerDay } from '#ledger';
import { pendingStakesPerDay } from '#lotto';
import { agentMembersSql, newMembersPerDay } from '#members';
import { paidWithdrawalsPerDay } from '#payments';
import { bangkokDate, DAY, startOfBangkokDate } from '#shared/bangkok-time.ts';
import type { DayRange } from '#shared/day-figures.ts';
import type { OperationsContext } from '../operations/context.ts';
import { csvAmount, csvCount, csvRecords } from '../operations/csv.ts';

/**
 * Daily and monthly figures (docs/BACKOFFICE.md#reports): per Bangkok day or month of a range, deposits,
 * paid withdrawals, new members, active players, and turnover, payouts and gross gaming revenue per game
 * category (lotto includes government, stock and yeekee rounds, as the kept totals do), with the range's
 * total; and the same as CSV. Read from the kept totals, like the dashboard.
 */

type Unit = 'day' | 'month';
/** `pending`: the part of the turnover still waiting for its lotto draw, not yet GGR. */
type Sums = { turnover: bigint; payout: bigint; pending: bigint };
type Period = {
  deposits: bigint;
  withdrawals: bigint;
  newMembers: number;
  activePlayers: number;
  games: Map<string, Sums>;
};

const emptyPeriod = (): Period => ({
  deposits: 0n,
  withdrawals: 0n,
  newMembers: 0,
  activePlayers: 0,
  games: new Map(DASHBOARD_CATEGORIES.map((c) => [c, { turnover: 0n, payout: 0n, pending: 0n }])),
});

/** Every Bangkok date from `from` to `to`, both included. */
function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY) {
    dates.push(new Date(t).toISOString().slice(0, 10));
  }
  return dates;
}

/** The last day of a month `YYYY-MM`. */
function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
}

function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  for (let key = from; key <= to;) {
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    key = `${year}-${String(month).padStart(2, '0')}`;
  }
  return months;
}

function figuresOf(p: Period) {
  let turnover = 0n;
  let payout = 0n;
  let pending = 0n;
  const byCategory = DASHBOARD_CATEGORIES.map((category) => {
    const g = p.games.get(category)!;
    turnover += g.turnover;
    payout += g.payout;
    pending += g.pending;
    return {
      category,
      turnover: satangToBaht(g.turnover),
      payout: satangToBaht(g.payout),
      ggr: satangToBaht(g.turnover - g.pending - g.payout),
    };
  });
  return {
    deposits: satangToBaht(p.deposits),
    withdrawals: satangToBaht(p.withdrawals),
    new_members: p.newMembers,
    active_players: p.activePlayers,
    turnover: satangToBaht(turnover),
    payout: satangToBaht(payout),
    ggr: satangToBaht(turnover - pending - payout),
    by_category: byCategory,
  };
}

export const CATEGORY_TH: Record<string, string> = {
  slot: 'สล็อต',
  casino: 'คาสิโน',
  sport: 'กีฬา',
  fishing: 'ยิงปลา',
  lotto: 'หวย',
  freespin: 'ฟรีสปิน',
};

export function reportCsvHeader(unit: Unit): string[] {
  return [
    unit === 'day' ? 'วันที่' : 'เดือน',
    'ยอดฝาก (บาท)',
    'ยอดถอน (บาท)',
    'สมาชิกใหม่',
    'ผู้เล่นที่ใช้งาน',
    'ยอดเล่น (บาท)',
    'ยอดจ่าย (บาท)',
    'GGR (บาท)',
    ...DASHBOARD_CATEGORIES.flatMap((c) => [
      `${CATEGORY_TH[c]} ยอดเล่น`,
      `${CATEGORY_TH[c]} ยอดจ่าย`,
      `${CATEGORY_TH[c]} GGR`,
    ]),
  ];
}

/** A CSV record: amounts with two decimals, counts whole, neither prefixed; the period is text. */
function csvRecord(period: string, f: Omit<ReportRow, 'period'>): unknown[] {
  return [
    period,
    csvAmount(f.deposits),
    csvAmount(f.withdrawals),
    csvCount(f.new_members),
    csvCount(f.active_players),
    csvAmount(f.turnover),
    csvAmount(f.payout),
    csvAmount(f.ggr),
    ...f.by_category.flatMap((c) => [csvAmount(c.turnover), csvAmount(c.payout), csvAmount(c.ggr)]),
  ];
}

export function createReportService(ctx: OperationsContext) {
  async function report(unit: Unit, days: DayRange, periods: string[]): Promise<ReportResult> {
    const agentId = await ctx.agentId();
    const at = {
      start: startOfBangkokDate(days.from),
      end: new Date(startOfBangkokDate(days.to).getTime() + DAY),
    };
    const agentMembers = agentMembersSql(agentId);
    const [deposits, withdrawals, games, pending, joined, players] = await Promise.all([
      depositsPerDay(ctx.db, agentMembers, days),
      paidWithdrawalsPerDay(ctx.db, agentId, at),
      playPerDay(ctx.db, agentMembers, days),
      pendingStakesPerDay(ctx.db, agentId, at),
      newMembersPerDay(ctx.db, agentId, at, ctx.demoMemberPhone),
      activePlayerCounts(ctx.db, agentMembers, days, unit),
    ]);
    const byPeriod = new Map(periods.map((p) => [p, emptyPeriod()]));
    const total = emptyPeriod();
    const periodOf = (day: string) => byPeriod.get(unit === 'day' ? day : day.slice(0, 7));
    for (const r of deposits) {
      const p = periodOf(r.day);
      if (!p) continue;
      p.deposits += BigInt(r.amount);
      total.deposits += BigInt(r.amount);
    }
    for (const r of withdrawals) {
      const p = periodOf(r.day);
      if (!p) continue;
      p.withdrawals += BigInt(r.amount);
      total.withdrawals += BigInt(r.amount);
    }
    for (const r of joined) {
      const p = periodOf(r.day);
      if (!p) continue;
      p.newMembers += Number(r.n);
      total.newMembers += Number(r.n);
    }
    for (const r of games) {
      const p = periodOf(r.day);
      const into = [p?.games.get(r.category), total.games.get(r.category)];
      // A category the report does not name (none today) is left out of both, so the parts add up.
      if (!p || !into[0] || !into[1]) continue;
      for (const sums of into) {
        sums!.turnover += BigInt(r.turnover);
        sums!.payout += BigInt(r.payout);
      }
    }
    // A lotto stake waiting for its draw is turnover, not yet GGR (docs/BACKOFFICE.md#dashboard).
    for (const r of pending) {
      const p = periodOf(r.day);
      if (!p) continue;
      p.games.get('lotto')!.pending += BigInt(r.amount);
      total.games.get('lotto')!.pending += BigInt(r.amount);
    }
    for (const r of players) {
      if (r.period === null) total.activePlayers = Number(r.n);
      else {
        const p = byPeriod.get(r.period);
        if (p) p.activePlayers = Number(r.n);
      }
    }
    return {
      unit,
      from: periods[0]!,
      to: periods[periods.length - 1]!,
      rows: periods.map((period) => ({ period, ...figuresOf(byPeriod.get(period)!) })),
      total: figuresOf(total),
    };
  }

  return {
    async daily(q: DailyReportQuery): Promise<ReportResult> {
      if (q.from > q.to) throw new AppError('BO_REPORT_RANGE_REVERSED');
      const dates = datesBetween(q.from, q.to);
      if (dates.length > REPORT_MAX_DAYS) throw new AppError('BO_REPORT_RANGE_TOO_LONG');
      return report('day', { from: q.from, to: q.to }, dates);
    },

    async monthly(q: MonthlyReportQuery): Promise<ReportResult> {
      if (q.from_month > q.to_month) throw new AppError('BO_REPORT_RANGE_REVERSED');
      const months = monthsBetween(q.from_month, q.to_month);
      if (months.length > REPORT_MAX_MONTHS) throw new AppError('BO_REPORT_RANGE_TOO_LONG');
      return report('month', { from: `${q.from_month}-01`, to: lastDayOf(q.to_month) }, months);
    },

    /** The report as CSV: UTF-8 with a BOM, a header, a row per period and the total last. */
    csv(result: ReportResult): string {
      return csvRecords(
        [
          reportCsvHeader(result.unit),
          ...result.rows.map((r) => csvRecord(r.period, r)),
          csvRecord('รวม', result.total),
        ],
        { bom: true },
      );
    },

    /** The export's file name: what it covers and the Bangkok date it was taken. */
    csvFilename: (result: ReportResult) =>
      `report-${result.unit === 'day' ? 'daily' : 'monthly'}-${result.from}-to-${result.to}` +
      `-taken-${bangkokDate(ctx.clock.now())}.csv`,
  };
}

export type ReportService = ReturnType<typeof createReportService>;
