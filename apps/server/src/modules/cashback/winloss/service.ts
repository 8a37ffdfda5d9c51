import { CASHBACK_CATEGORIES, satangToBaht, WINLOSS_MAX_DAYS } from '@ug99/contract';
import type { CashbackCategory, WinlossQuery, WinlossReport } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { memberDayTotals } from '#games';
import { AppError } from '#http/app-error.ts';
import type { SessionMember } from '#members';
import { bangkokDate } from '#shared/bangkok-time.ts';
import type { Clock } from '#shared/clock.ts';
import { rebateCategory } from '../figures.ts';
import { addDays, daysBetween } from '../periods.ts';

export type WinlossService = ReturnType<typeof createWinlossService>;

/** Every wallet: the report is what the member played, whichever wallet paid for it. */
const ALL_WALLETS = [1, 2, 3, 4] as const;
/** Without a range the report shows the last 7 Bangkok days, today included. */
const DEFAULT_DAYS = 7;

type Sums = { turnover: bigint; wins: bigint };
const dto = (s: Sums) => ({
  turnover: satangToBaht(s.turnover),
  wins: satangToBaht(s.wins),
  net: satangToBaht(s.wins - s.turnover),
});
const add = (to: Sums, turnover: bigint, wins: bigint) => {
  to.turnover += turnover;
  to.wins += wins;
};
const categoriesOf = (sums: Map<CashbackCategory, Sums>) =>
  CASHBACK_CATEGORIES.filter((c) => sums.has(c)).map((category) => ({
    category,
    ...dto(sums.get(category)!),
  }));

/**
 * The member's win/loss per Bangkok day and category (docs/rules/cashback.md#winloss-report), from
 * the kept totals: turnover (stakes less rollbacks and cancels), wins (payouts) and net = wins −
 * turnover, for days with play only, oldest first.
 */
export function createWinlossService(db: Db, clock: Clock) {
  return {
    async report(member: SessionMember, query: WinlossQuery): Promise<WinlossReport> {
      const today = bangkokDate(clock.now());
      const to = query.to ?? today;
      const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
      if (from > to) throw new AppError('WINLOSS_RANGE_INVALID');
      if (daysBetween(from, to) + 1 > WINLOSS_MAX_DAYS) throw new AppError('WINLOSS_RANGE_TOO_LONG');

      const rows = await memberDayTotals(db, member.id, from, to, ALL_WALLETS);
      const days = new Map<string, { total: Sums; byCategory: Map<CashbackCategory, Sums> }>();
      const byCategory = new Map<CashbackCategory, Sums>();
      const total: Sums = { turnover: 0n, wins: 0n };
      for (const row of rows) {
        const category = rebateCategory(row.category);
        if (!category || (row.turnover === 0n && row.payout === 0n)) continue;
        const day = days.get(row.day) ?? { total: { turnover: 0n, wins: 0n }, byCategory: new Map() };
        days.set(row.day, day);
        const dayCategory = day.byCategory.get(category) ?? { turnover: 0n, wins: 0n };
        day.byCategory.set(category, dayCategory);
        const rangeCategory = byCategory.get(category) ?? { turnover: 0n, wins: 0n };
        byCategory.set(category, rangeCategory);
        for (const sums of [day.total, dayCategory, rangeCategory, total])
          add(sums, row.turnover, row.payout);
      }
      return {
        from,
        to,
        days: [...days].map(([date, d]) => ({
          date,
          categories: categoriesOf(d.byCategory),
          ...dto(d.total),
        })),
        categories: categoriesOf(byCategory),
        total: dto(total),
      };
    },
  };
}
