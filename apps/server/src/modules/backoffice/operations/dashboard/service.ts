import { DASHBOARD_CATEGORIES, satangToBaht } from '@ug99/contract';
import type { DashboardResult } from '@ug99/contract';
import { activePlayerCounts, playPerDay } from '#games';
import { checkInvariants, depositsPerDay } from '#ledger';
import { pendingStakesPerDay } from '#lotto';
import { agentMembersSql, newMembersPerDay } from '#members';
import { paidWithdrawalsPerDay, payoutTimes, pendingQueueCounts } from '#payments';
import { bangkokDate, DAY, startOfBangkokDate } from '#shared/bangkok-time.ts';
import type { OperationsContext } from '../context.ts';
import { valueCreatedRows } from '../../value-controls/report.ts';

export const SERIES_DAYS = 30;
/**
 * The reconciliation check reads every transfer (docs/rules/operator.md#reconciliation), so the dashboard
 * shows its latest result, run at most once per this many milliseconds per instance, with the time it ran.
 */
export const RECONCILE_EVERY_MS = 5 * 60_000;

type Reconciliation = DashboardResult['reconciliation'];

/** The dashboard (docs/BACKOFFICE.md#dashboard): today in Bangkok by the injected clock, and 30 days. */
/** Seconds to minutes with one decimal. */
const minutes = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 6) / 10);

export function createDashboardService(ctx: OperationsContext) {
  let reconciled: { at: number; result: Promise<Reconciliation> } | undefined;

  function reconciliation(now: Date): Promise<Reconciliation> {
    if (reconciled && now.getTime() - reconciled.at < RECONCILE_EVERY_MS) return reconciled.result;
    const result = checkInvariants(ctx.db).then((violations) => ({
      balanced: violations.length === 0,
      violations: violations.map((v) => `${v.invariant}: ${v.message}`),
      checked_at: now.toISOString(),
    }));
    reconciled = { at: now.getTime(), result };
    // A failed check is not kept: the next dashboard load runs it again.
    result.catch(() => {
      if (reconciled?.result === result) reconciled = undefined;
    });
    return result;
  }

  return {
    async dashboard(): Promise<DashboardResult> {
      const now = ctx.clock.now();
      const agentId = await ctx.agentId();
      const today = bangkokDate(now);
      const todayStart = startOfBangkokDate(today);
      const firstStart = new Date(todayStart.getTime() - (SERIES_DAYS - 1) * DAY);
      const first = bangkokDate(firstStart);
      // The same figures as the reports (docs/BACKOFFICE.md#reports), over the last 30 Bangkok days.
      const days = { from: first, to: today };
      const todayOnly = { from: today, to: today };
      const at = { start: firstStart, end: new Date(todayStart.getTime() + DAY) };
      const agentMembers = agentMembersSql(agentId);
      const [deposits, withdrawals, games, pending, players, joined, queues, reconcile, times] =
        await Promise.all([
          depositsPerDay(ctx.db, agentMembers, days),
          paidWithdrawalsPerDay(ctx.db, agentId, at),
          playPerDay(ctx.db, agentMembers, days),
          pendingStakesPerDay(ctx.db, agentId, at),
          activePlayerCounts(ctx.db, agentMembers, todayOnly, 'day'),
          newMembersPerDay(ctx.db, agentId, { start: todayStart, end: at.end }, ctx.demoMemberPhone),
          pendingQueueCounts(ctx.db, agentId),
          reconciliation(now),
          payoutTimes(ctx.db, agentId, new Date(now.getTime() - DAY), now),
        ]);

      const dates = Array.from({ length: SERIES_DAYS }, (_, i) =>
        bangkokDate(new Date(firstStart.getTime() + i * DAY + DAY / 2)),
      );
      const sum = new Map<string, { deposits: bigint; withdrawals: bigint; turnover: bigint; ggr: bigint }>(
        dates.map((d) => [d, { deposits: 0n, withdrawals: 0n, turnover: 0n, ggr: 0n }]),
      );
      for (const r of deposits) {
        const day = sum.get(r.day);
        if (day) day.deposits += BigInt(r.amount);
      }
      for (const r of withdrawals) {
        const day = sum.get(r.day);
        if (day) day.withdrawals += BigInt(r.amount);
      }
      const byCategory = new Map<string, { turnover: bigint; ggr: bigint }>(
        DASHBOARD_CATEGORIES.map((c) => [c, { turnover: 0n, ggr: 0n }]),
      );
      for (const r of games) {
        const turnover = BigInt(r.turnover);
        const ggr = turnover - BigInt(r.payout);
        const day = sum.get(r.day);
        if (day) {
          day.turnover += turnover;
          day.ggr += ggr;
        }
        const category = byCategory.get(r.category);
        if (r.day === today && category) {
          category.turnover += turnover;
          category.ggr += ggr;
        }
      }
      // A lotto stake waiting for its draw is turnover, not yet revenue: GGR is settled stakes minus wins.
      for (const r of pending) {
        const stake = BigInt(r.amount);
        const day = sum.get(r.day);
        if (day) day.ggr -= stake;
        if (r.day === today) byCategory.get('lotto')!.ggr -= stake;
      }
      const series = dates.map((date) => {
        const d = sum.get(date)!;
        return {
          date,
          deposits: satangToBaht(d.deposits),
          withdrawals: satangToBaht(d.withdrawals),
          turnover: satangToBaht(d.turnover),
          ggr: satangToBaht(d.ggr),
        };
      });
      return {
        date: today,
        today: {
          ...series[series.length - 1]!,
          new_members: joined.reduce((n, r) => n + Number(r.n), 0),
          active_players: Number(players.find((r) => r.period === today)?.n ?? 0),
          by_category: DASHBOARD_CATEGORIES.map((category) => ({
            category,
            turnover: satangToBaht(byCategory.get(category)!.turnover),
            ggr: satangToBaht(byCategory.get(category)!.ggr),
          })),
        },
        queues: { withdrawals: queues.withdrawals, flagged: queues.flagged },
        payout_minutes: {
          paid: times.count,
          median: minutes(times.medianSeconds),
          p95: minutes(times.p95Seconds),
        },
        reconciliation: reconcile,
        series,
        // Newest day first: what operators created for members this week (docs/rules/value-controls.md).
        value_created: (await valueCreatedRows(ctx.db, agentId, dates[SERIES_DAYS - 7]!, today)).reverse(),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
