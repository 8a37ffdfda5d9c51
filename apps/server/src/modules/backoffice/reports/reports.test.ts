import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { DEMO_MEMBER_PHONE } from '#config';
import { rowsOf } from '#db/rows.ts';
import { gameDailyTotals } from '#db/schema/index.ts';
import { bangkokDate, DAY } from '#shared/bangkok-time.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { creditDeposit } from '#testing/engagement.ts';
import { registerMember } from '#testing/members.ts';
import { payOutApproved } from '#testing/payments.ts';
import {
  dailyFiguresTestApp,
  memberIdOf,
  pendingLottoBill,
  pendingWithdrawal,
  slotAndLottoTotals,
  withdrawalVersion,
} from '../operations/operations.testing.ts';

// Reports (docs/BACKOFFICE.md#reports): daily and monthly figures per category by the injected clock's
// Bangkok days, their CSV, and refusals. Figures are compared before and after what a test does, so the
// seeded demo content does not matter; the money is compared with the ledger's own transfers.

type Figures = {
  deposits: number;
  withdrawals: number;
  new_members: number;
  active_players: number;
  turnover: number;
  payout: number;
  ggr: number;
  by_category: { category: string; turnover: number; payout: number; ggr: number }[];
};
type Report = {
  unit: string;
  from: string;
  to: string;
  rows: (Figures & { period: string })[];
  total: Figures;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

describe.each(testDatabases())('back-office reports on $kind', (target) => {
  let t: TestApp;
  const { clock } = dailyFiguresTestApp(target, (app) => (t = app));
  let finance: ReturnType<typeof asOperator>;
  beforeAll(async () => {
    finance = asOperator(t, (await operatorSession(t, 'finance')).cookie);
  });

  const report = async (url: string): Promise<Report> => {
    const res = await finance.get(url);
    expect(res.json().error, res.body).toBe(0);
    return res.json().data;
  };
  const dayOf = (back: number) => bangkokDate(new Date(clock.now().getTime() - back * DAY));
  const row = (r: Report, period: string) => r.rows.find((x) => x.period === period)!;
  const category = (f: Figures, name: string) => f.by_category.find((c) => c.category === name)!;

  /** What the ledger moved into these members' wallets as deposits (the transfers themselves). */
  async function ledgerDeposits(memberIds: number[]): Promise<number> {
    const [r] = rowsOf<{ s: string | null }>(
      await t.database.db.execute(sql`
        select sum(x.amount)::text as s
        from ledger_transfers x join ledger_accounts a on a.id = x.credit_account_id
        where x.reason = 'deposit' and a.owner_member_id in (${sql.join(memberIds, sql`, `)})`),
    );
    return Number(r?.s ?? 0) / 100;
  }

  it('counts a lotto stake waiting for its draw as turnover but not GGR, and leaves the demo member out of new members', async () => {
    const today = dayOf(0);
    const url = `/api/backoffice/reports/daily?from=${today}&to=${today}`;
    const before = await report(url);
    await registerMember(t, { phone: DEMO_MEMBER_PHONE });
    await pendingLottoBill(t, { now: clock.now(), day: today }, 200_00n, 300_00n);
    const after = await report(url);
    for (const [a, b] of [
      [row(after, today), row(before, today)],
      [after.total, before.total],
    ] as const) {
      expect(a.new_members - b.new_members).toBe(1);
      expect(round2(category(a, 'lotto').turnover - category(b, 'lotto').turnover)).toBe(200);
      expect(round2(category(a, 'lotto').ggr - category(b, 'lotto').ggr)).toBe(0);
      expect(round2(a.ggr - b.ggr)).toBe(0);
    }
  });

  it("shows a day's deposits, withdrawals, new members, players and each category's turnover, payout and GGR as the ledger and kept totals have them", async () => {
    const today = bangkokDate(clock.now());
    const daily = `/api/backoffice/reports/daily?from=${dayOf(2)}&to=${today}`;
    const before = await report(daily);
    expect(before.rows.map((r) => r.period)).toEqual([dayOf(2), dayOf(1), today]);

    const m = await registerMember(t);
    const memberId = await memberIdOf(t, m);
    await creditDeposit(t, m.token, 300, clock);
    await creditDeposit(t, m.token, 150, clock);
    const w = await pendingWithdrawal(t, 120);
    const version = await withdrawalVersion(finance, w.id);
    expect(
      (await finance.post(`/api/backoffice/withdrawals/${w.id}/approve`, { version })).json().error,
    ).toBe(0);
    // Approved, it is paid through the sandbox gateway (docs/PAYMENTS.md#payouts).
    await payOutApproved(t, clock);
    await slotAndLottoTotals(t.database.db, today, memberId);
    await t.database.db.insert(gameDailyTotals).values([
      {
        day: dayOf(1),
        memberId,
        walletTypeId: 1,
        category: 'casino',
        betCount: 1,
        turnover: 7_000n,
        payout: 0n,
      },
    ]);
    const after = await report(daily);

    const delta = (pick: (f: Figures) => number) =>
      round2(pick(row(after, today)) - pick(row(before, today)));
    // The ledger's own transfers: the two deposits the member made, pay amounts with their satang suffix.
    const moved = await ledgerDeposits([memberId]);
    expect(moved).toBeGreaterThanOrEqual(450);
    expect(delta((f) => f.deposits)).toBe(round2(moved));
    expect(delta((f) => f.withdrawals)).toBe(120);
    // The depositor and the withdrawer.
    expect(delta((f) => f.new_members)).toBe(2);
    expect(delta((f) => f.active_players)).toBe(1);
    expect(delta((f) => f.turnover)).toBe(150);
    expect(delta((f) => f.payout)).toBe(115);
    expect(delta((f) => f.ggr)).toBe(35);
    expect(delta((f) => category(f, 'slot').ggr)).toBe(75);
    expect(delta((f) => category(f, 'lotto').ggr)).toBe(-40);
    expect(delta((f) => category(f, 'lotto').payout)).toBe(90);
    expect(row(after, today).by_category.map((c) => c.category)).toEqual([
      'slot',
      'casino',
      'sport',
      'fishing',
      'lotto',
      'freespin',
    ]);
    // Yesterday's casino stake is yesterday's, and the range's total adds the days up.
    expect(
      round2(
        category(row(after, dayOf(1)), 'casino').turnover -
          category(row(before, dayOf(1)), 'casino').turnover,
      ),
    ).toBe(70);
    expect(round2(after.total.turnover - before.total.turnover)).toBe(220);
    const sum = (r: Report, pick: (f: Figures) => number) => round2(r.rows.reduce((s, x) => s + pick(x), 0));
    expect(sum(after, (f) => f.deposits)).toBe(round2(after.total.deposits));
    expect(sum(after, (f) => f.ggr)).toBe(round2(after.total.ggr));
    // A member who played on two days of the range is one player over the range.
    expect(after.total.active_players - before.total.active_players).toBe(1);
  });

  it('counts a month as its days add up, and a member who played on several of its days once', async () => {
    const m = await registerMember(t);
    const memberId = await memberIdOf(t, m);
    const monthly = '/api/backoffice/reports/monthly?from_month=2025-01&to_month=2025-03';
    const daily = '/api/backoffice/reports/daily?from=2025-02-01&to=2025-02-28';
    const [beforeMonths, beforeDays] = [await report(monthly), await report(daily)];
    expect(beforeMonths.rows.map((r) => r.period)).toEqual(['2025-01', '2025-02', '2025-03']);
    expect(beforeDays.rows).toHaveLength(28);
    await t.database.db.insert(gameDailyTotals).values([
      {
        day: '2025-02-03',
        memberId,
        walletTypeId: 1,
        category: 'sport',
        betCount: 1,
        turnover: 40_000n,
        payout: 10_000n,
      },
      {
        day: '2025-02-17',
        memberId,
        walletTypeId: 1,
        category: 'sport',
        betCount: 1,
        turnover: 60_000n,
        payout: 0n,
      },
      // The last day of the month is in the month; the next day is not.
      {
        day: '2025-02-28',
        memberId,
        walletTypeId: 1,
        category: 'fishing',
        betCount: 1,
        turnover: 1_000n,
        payout: 0n,
      },
      {
        day: '2025-03-01',
        memberId,
        walletTypeId: 1,
        category: 'fishing',
        betCount: 1,
        turnover: 2_000n,
        payout: 0n,
      },
    ]);
    const [afterMonths, afterDays] = [await report(monthly), await report(daily)];
    const feb = (r: Report) => row(r, '2025-02');
    expect(round2(feb(afterMonths).turnover - feb(beforeMonths).turnover)).toBe(1_010);
    expect(round2(category(feb(afterMonths), 'sport').ggr - category(feb(beforeMonths), 'sport').ggr)).toBe(
      900,
    );
    expect(feb(afterMonths).active_players - feb(beforeMonths).active_players).toBe(1);
    expect(row(afterMonths, '2025-03').active_players - row(beforeMonths, '2025-03').active_players).toBe(1);
    // February's days add up to February.
    const daysTurnover = round2(afterDays.rows.reduce((s, x) => s + x.turnover, 0));
    expect(daysTurnover).toBe(round2(feb(afterMonths).turnover));
    const playerDays = afterDays.rows.reduce((s, x) => s + x.active_players, 0);
    const beforePlayerDays = beforeDays.rows.reduce((s, x) => s + x.active_players, 0);
    expect(playerDays - beforePlayerDays).toBe(3);
  });

  it('exports the report as CSV with a BOM, a row per period and the total, numbers never prefixed', async () => {
    const m = await registerMember(t);
    const memberId = await memberIdOf(t, m);
    await t.database.db.insert(gameDailyTotals).values({
      day: '2024-06-10',
      memberId,
      walletTypeId: 1,
      category: 'lotto',
      betCount: 1,
      turnover: 1_000n,
      payout: 50_050n,
    });
    const res = await finance.get('/api/backoffice/reports/daily.csv?from=2024-06-09&to=2024-06-11');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('report-daily-2024-06-09-to-2024-06-11');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toContain('วันที่,ยอดฝาก (บาท)');
    expect(lines[0]).toContain('หวย GGR');
    const tenth = lines.find((l) => l.startsWith('2024-06-10'))!.split(',');
    // A loss for the house is a negative number in its cell, not text with an apostrophe.
    expect(tenth[7]).toMatch(/^-\d+\.\d{2}$/);
    expect(Number(tenth[7])).toBeLessThanOrEqual(-490.5);
    expect(lines.at(-1)!.startsWith('รวม,')).toBe(true);
    const monthly = await finance.get(
      '/api/backoffice/reports/monthly.csv?from_month=2024-05&to_month=2024-06',
    );
    expect(
      monthly.body
        .slice(1)
        .trimEnd()
        .split('\r\n')
        .map((l) => l.split(',')[0]),
    ).toEqual(['เดือน', '2024-05', '2024-06', 'รวม']);
  });

  it('refuses a reversed or too long range and bad dates with a Thai message, and other roles', async () => {
    const reversed = await finance.get('/api/backoffice/reports/daily?from=2025-02-10&to=2025-02-01');
    expect(reversed.json()).toMatchObject({ error: ERRORS.BO_REPORT_RANGE_REVERSED.code });
    expect(reversed.json().message).toMatch(/[ก-๙]/);
    const long = await finance.get('/api/backoffice/reports/daily?from=2025-01-01&to=2025-04-30');
    expect(long.json()).toMatchObject({ error: ERRORS.BO_REPORT_RANGE_TOO_LONG.code });
    const longest = await finance.get('/api/backoffice/reports/daily?from=2025-01-01&to=2025-04-02');
    expect(longest.json().data.rows).toHaveLength(92);
    const months = await finance.get('/api/backoffice/reports/monthly?from_month=2023-01&to_month=2025-01');
    expect(months.json()).toMatchObject({ error: ERRORS.BO_REPORT_RANGE_TOO_LONG.code });
    const csv = await finance.get('/api/backoffice/reports/monthly.csv?from_month=2025-03&to_month=2025-01');
    expect(csv.json()).toMatchObject({ error: ERRORS.BO_REPORT_RANGE_REVERSED.code });
    for (const url of [
      '/api/backoffice/reports/daily?from=2025-02-30&to=2025-03-01',
      '/api/backoffice/reports/daily?from=yesterday&to=2025-03-01',
      '/api/backoffice/reports/daily',
      '/api/backoffice/reports/monthly?from_month=2025-13&to_month=2025-12',
    ]) {
      const res = await finance.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toBe(ERRORS.VALIDATION_FAILED.code);
    }
    const support = asOperator(t, (await operatorSession(t, 'support')).cookie);
    expect(
      (await support.get('/api/backoffice/reports/daily?from=2025-01-01&to=2025-01-02')).statusCode,
    ).toBe(403);
  });

  it('counts a withdrawal paid through the gateway on the Bangkok day it was paid, not the day it was approved', async () => {
    // Approved at 23:50 Bangkok on the 16th, paid by the gateway at 00:10 on the 17th.
    clock.set(new Date('2025-07-16T16:50:00Z'));
    const [approvedDay, paidDay] = ['2025-07-16', '2025-07-17'];
    const url = `/api/backoffice/reports/daily?from=${approvedDay}&to=${paidDay}`;
    const before = await report(url);
    const w = await pendingWithdrawal(t, 130);
    const version = await withdrawalVersion(finance, w.id);
    expect(
      (await finance.post(`/api/backoffice/withdrawals/${w.id}/approve`, { version })).json().error,
    ).toBe(0);
    clock.set(new Date('2025-07-16T17:10:00Z'));
    await payOutApproved(t, clock);
    const after = await report(url);
    const delta = (day: string) => round2(row(after, day).withdrawals - row(before, day).withdrawals);
    expect(delta(approvedDay)).toBe(0);
    expect(delta(paidDay)).toBe(130);
  });
});
