import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_PHONE } from '#config';
import { sql } from 'drizzle-orm';
import { gameDailyTotals } from '#db/schema/index.ts';
import { enterResult } from '#lotto';
import { bangkokDate, DAY } from '#shared/bangkok-time.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { creditDeposit } from '#testing/engagement.ts';
import { registerMember } from '#testing/members.ts';
import { payOutApproved } from '#testing/payments.ts';
import {
  dailyFiguresTestApp,
  flaggedDeposit,
  memberIdOf,
  pendingLottoBill,
  pendingWithdrawal,
  slotAndLottoTotals,
  withdrawalVersion,
} from '../operations.testing.ts';
import { RECONCILE_EVERY_MS } from './service.ts';

// The dashboard (docs/BACKOFFICE.md#dashboard): today's Bangkok figures by the injected clock, 30 days of
// series, the pending queues and the reconciliation state. Figures are compared before and after what the
// test does, so the seeded demo content does not matter.

type Dashboard = {
  date: string;
  today: {
    deposits: number;
    withdrawals: number;
    turnover: number;
    ggr: number;
    new_members: number;
    active_players: number;
    by_category: { category: string; turnover: number; ggr: number }[];
  };
  queues: { withdrawals: number; flagged: number };
  payout_minutes: { paid: number; median: number | null; p95: number | null };
  reconciliation: { balanced: boolean; violations: string[]; checked_at: string };
  series: { date: string; deposits: number; withdrawals: number; turnover: number; ggr: number }[];
};

describe.each(testDatabases())('back-office dashboard on $kind', (target) => {
  let t: TestApp;
  const { clock } = dailyFiguresTestApp(target, (app) => (t = app));
  let lotto: ReturnType<typeof asOperator>;
  beforeAll(async () => {
    // Any role sees the dashboard.
    lotto = asOperator(t, (await operatorSession(t, 'lotto')).cookie);
  });

  const dashboard = async (): Promise<Dashboard> => {
    const res = await lotto.get('/api/backoffice/dashboard');
    expect(res.json().error, res.body).toBe(0);
    return res.json().data;
  };
  const category = (d: Dashboard, name: string) => d.today.by_category.find((c) => c.category === name)!;
  const round2 = (n: number) => Math.round(n * 100) / 100;

  it("counts today's deposits, withdrawals, new members, players, turnover and GGR by category, and the queues", async () => {
    const before = await dashboard();
    const today = bangkokDate(clock.now());
    expect(before.date).toBe(today);

    const m = await registerMember(t);
    const memberId = await memberIdOf(t, m);
    await creditDeposit(t, m.token, 300, clock);
    const w = await pendingWithdrawal(t, 120);
    await flaggedDeposit(t, 12_345n, clock.now());
    await slotAndLottoTotals(t.database.db, today, memberId);
    const mid = await dashboard();
    expect(round2(mid.today.deposits - before.today.deposits)).toBe(300);
    // Three members registered: the depositor, the withdrawer and the flagged deposit's payer.
    expect(mid.today.new_members - before.today.new_members).toBe(3);
    expect(mid.today.active_players - before.today.active_players).toBe(1);
    expect(round2(mid.today.turnover - before.today.turnover)).toBe(150);
    expect(round2(mid.today.ggr - before.today.ggr)).toBe(75 - 40);
    expect(round2(category(mid, 'slot').turnover - category(before, 'slot').turnover)).toBe(100);
    expect(round2(category(mid, 'slot').ggr - category(before, 'slot').ggr)).toBe(75);
    expect(round2(category(mid, 'lotto').ggr - category(before, 'lotto').ggr)).toBe(-40);
    expect(mid.today.by_category.map((c) => c.category)).toEqual([
      'slot',
      'casino',
      'sport',
      'fishing',
      'lotto',
      'freespin',
    ]);
    expect(mid.queues.withdrawals - before.queues.withdrawals).toBe(1);
    expect(mid.queues.flagged - before.queues.flagged).toBe(1);

    const finance = asOperator(t, (await operatorSession(t, 'finance')).cookie);
    const version = await withdrawalVersion(finance, w.id);
    await finance.post(`/api/backoffice/withdrawals/${w.id}/approve`, { version });
    // Approved, it is paid through the sandbox gateway (docs/PAYMENTS.md#payouts), 90 s after the request.
    clock.advance(90_000);
    await payOutApproved(t, clock);
    const after = await dashboard();
    expect(round2(after.today.withdrawals - mid.today.withdrawals)).toBe(120);
    expect(after.payout_minutes.paid).toBe(mid.payout_minutes.paid + 1);
    expect(after.payout_minutes.p95).toBeGreaterThanOrEqual(1.5);
    expect(after.queues.withdrawals - mid.queues.withdrawals).toBe(-1);
    // Today is the series' last day and carries the same figures.
    expect(after.series).toHaveLength(30);
    expect(after.series.at(-1)).toEqual({
      date: today,
      deposits: after.today.deposits,
      withdrawals: after.today.withdrawals,
      turnover: after.today.turnover,
      ggr: after.today.ggr,
    });
  });

  it("leaves the demo member out of today's new members (docs/BACKOFFICE.md#dashboard)", async () => {
    const before = await dashboard();
    await registerMember(t, { phone: DEMO_MEMBER_PHONE });
    expect((await dashboard()).today.new_members).toBe(before.today.new_members);
    await registerMember(t);
    expect((await dashboard()).today.new_members).toBe(before.today.new_members + 1);
  });

  it('counts a lotto stake as turnover at once but as GGR only once its draw is settled', async () => {
    const today = bangkokDate(clock.now());
    const before = await dashboard();
    // Placed now by the injected clock: the bill and its kept turnover are today's.
    const { roundId } = await pendingLottoBill(t, { now: clock.now(), day: today }, 100_00n, 500_00n);
    const pending = await dashboard();
    expect(round2(category(pending, 'lotto').turnover - category(before, 'lotto').turnover)).toBe(100);
    expect(round2(pending.today.turnover - before.today.turnover)).toBe(100);
    expect(round2(category(pending, 'lotto').ggr - category(before, 'lotto').ggr)).toBe(0);
    expect(round2(pending.today.ggr - before.today.ggr)).toBe(0);
    expect(round2(pending.series.at(-1)!.ggr - before.series.at(-1)!.ggr)).toBe(0);

    clock.advance(15 * 60_000);
    await t.database.db.execute(sql`update lotto_rounds set status = 'closed' where id = ${roundId}`);
    const outcome = await enterResult(
      t.database.db,
      { roundId, result: { top3: '575', bottom2: '28' }, operator: 'nok' },
      { clock },
    );
    expect(outcome).toMatchObject({ ok: true, settlement: { status: 'settled' } });
    const settled = await dashboard();
    expect(round2(category(settled, 'lotto').ggr - category(before, 'lotto').ggr)).toBe(100);
    expect(round2(settled.today.ggr - before.today.ggr)).toBe(100);
    expect(round2(category(settled, 'lotto').turnover - category(before, 'lotto').turnover)).toBe(100);
  });

  it('puts earlier days in the 30-day series, oldest first, and leaves out older ones', async () => {
    const m = await registerMember(t);
    const memberId = await memberIdOf(t, m);
    const dayOf = (back: number) => bangkokDate(new Date(clock.now().getTime() - back * DAY));
    const before = await dashboard();
    await t.database.db.insert(gameDailyTotals).values([
      {
        day: dayOf(3),
        memberId,
        walletTypeId: 1,
        category: 'casino',
        betCount: 1,
        turnover: 70_000n,
        payout: 0n,
      },
      {
        day: dayOf(30),
        memberId,
        walletTypeId: 1,
        category: 'casino',
        betCount: 1,
        turnover: 90_000n,
        payout: 0n,
      },
    ]);
    const after = await dashboard();
    expect(after.series[0]!.date).toBe(dayOf(29));
    const dates = after.series.map((d) => d.date);
    expect(dates).toEqual([...dates].sort());
    const threeAgo = (d: Dashboard) => d.series.find((s) => s.date === dayOf(3))!;
    expect(round2(threeAgo(after).turnover - threeAgo(before).turnover)).toBe(700);
    expect(round2(threeAgo(after).ggr - threeAgo(before).ggr)).toBe(700);
    // Thirty days ago is outside the window: no day of the series moved but the one three days ago.
    const total = (d: Dashboard) => d.series.reduce((sum, s) => sum + s.turnover, 0);
    expect(round2(total(after) - total(before))).toBe(700);
  });

  it('reports the ledger balanced, keeps the result for a few minutes, and follows the injected clock', async () => {
    const first = await dashboard();
    expect(first.reconciliation).toMatchObject({ balanced: true, violations: [] });
    clock.advance(60_000);
    expect((await dashboard()).reconciliation.checked_at).toBe(first.reconciliation.checked_at);
    clock.advance(RECONCILE_EVERY_MS);
    const later = await dashboard();
    expect(later.reconciliation.checked_at).toBe(clock.now().toISOString());

    clock.set(new Date(Date.parse('2026-03-10T18:00:00Z')));
    const past = await dashboard();
    // 01:00 in Bangkok on 11 March.
    expect(past.date).toBe('2026-03-11');
    expect(past.series.at(-1)!.date).toBe('2026-03-11');
    expect(past.series[0]!.date).toBe('2026-02-10');
  });
});
