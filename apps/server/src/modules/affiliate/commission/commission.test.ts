import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  affiliateCommissionDays,
  affiliateCommissionLines,
  affiliateCommissions,
  ledgerTransfers,
  operatorAuditLog,
} from '#db/schema/index.ts';
import { createJobRunner } from '#jobs/runner.ts';
import { manualClock } from '#shared/clock.ts';
import { startOfBangkokDate } from '#shared/bangkok-time.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { addTurnover, affiliateMember, walletBalances } from '#testing/affiliate.ts';
import { coolOff } from '#testing/engagement.ts';
import type { AffiliateMember } from '#testing/affiliate.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { parseArguments } from '#operator/command.ts';
import { executeCommand } from '#operator/execute.ts';
import affiliateCommand from '#operator/commands/affiliate-commission.ts';
import { catchUpCommission, computeCommissionDay } from './service.ts';
import { createAffiliateJobs } from './jobs.ts';

/** A Bangkok time on a date: `at('2026-03-02', 0, 30)` is 00:30 in Bangkok. */
const at = (day: string, hour = 0, minute = 0) =>
  new Date(startOfBangkokDate(day).getTime() + (hour * 60 + minute) * 60_000);

describe.each(testDatabases())('affiliate commission on $kind', (target) => {
  let t: TestApp;
  const clock = manualClock(at('2026-03-01', 12));
  let a: AffiliateMember;
  let b: AffiliateMember;
  let c: AffiliateMember;

  const { db } = suiteTestApp(target, { clock }, (made) => (t = made));
  beforeAll(async () => {
    // A referred B, B referred C: for C's play B is level 1 and A level 2.
    a = await affiliateMember(t);
    b = await affiliateMember(t, a.code);
    c = await affiliateMember(t, b.code);
  });

  const commissionTransfers = async (memberId: number, day: string) =>
    db()
      .select({ amount: ledgerTransfers.amount, key: ledgerTransfers.idempotencyKey })
      .from(ledgerTransfers)
      .where(
        and(
          eq(ledgerTransfers.reason, 'affiliate_commission'),
          eq(ledgerTransfers.idempotencyKey, `affiliate:commission:${day}:${memberId}`),
        ),
      );

  it("pays yesterday's turnover of both levels in every category, lotto included, into the affiliate wallet", async () => {
    const day = '2026-03-01';
    await addTurnover(db(), { day, memberId: c.id, category: 'slot', satang: 1_000_00n });
    await addTurnover(db(), { day, memberId: c.id, category: 'slot', satang: 500_00n, walletTypeId: 2 });
    await addTurnover(db(), { day, memberId: c.id, category: 'lotto', satang: 200_00n });
    await addTurnover(db(), { day, memberId: b.id, category: 'casino', satang: 1_000_00n });
    // A's own play earns A nothing: A has no upline.
    await addTurnover(db(), { day, memberId: a.id, category: 'slot', satang: 9_000_00n });

    // Before the Bangkok day ends there is nothing to compute.
    expect(await catchUpCommission(db(), 1, at('2026-03-01', 23, 59))).toEqual([]);

    const outcomes = await catchUpCommission(db(), 1, at('2026-03-02', 0, 1));
    expect(outcomes).toEqual([{ day, computed: true, members: 2, totalSatang: 13_20n }]);
    // B: 0.5 % of 1,500 slot + 0.5 % of 200 lotto = 7.50 + 1.00. A: 0.1 % of 1,500 + 0.1 % of 200 (level 2)
    // + 0.3 % of B's 1,000 casino = 1.50 + 0.20 + 3.00.
    expect((await walletBalances(t, b))[4]).toBe(8.5);
    expect((await walletBalances(t, a))[4]).toBe(4.7);
    expect(await commissionTransfers(a.id, day)).toEqual([
      { amount: 4_70n, key: `affiliate:commission:${day}:${a.id}` },
    ]);
    const lines = await db()
      .select()
      .from(affiliateCommissionLines)
      .where(eq(affiliateCommissionLines.memberId, a.id));
    expect(lines.map((l) => [l.downlineMemberId, l.level, l.category, l.amountSatang]).sort()).toEqual(
      [
        [b.id, 1, 'casino', 3_00n],
        [c.id, 2, 'lotto', 20n],
        [c.id, 2, 'slot', 1_50n],
      ].sort(),
    );
  });

  it('pays a day once: the job again, and the operator command after it, pay nothing more', async () => {
    expect(await catchUpCommission(db(), 1, at('2026-03-02', 9))).toEqual([]);
    const run = await executeCommand(affiliateCommand, {
      db: db(),
      database: t.database,
      config: t.config,
      ...parseArguments(['--date', '2026-03-01', '--operator', 'somchai', '--json']),
    });
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.out[0]!)).toEqual({
      ok: true,
      date: '2026-03-01',
      replayed: true,
      members: 0,
      total: '0.00',
    });
    expect((await walletBalances(t, a))[4]).toBe(4.7);
    const audit = await db()
      .select({ operator: operatorAuditLog.operator, detail: operatorAuditLog.detail })
      .from(operatorAuditLog)
      .where(
        and(eq(operatorAuditLog.action, 'affiliate:commission'), eq(operatorAuditLog.targetId, '2026-03-01')),
      );
    expect(audit).toEqual([
      { operator: 'somchai', detail: { computed: false, members: 0, total_satang: '0' } },
    ]);
  });

  it('catches up every day missed while no server ran, each once', async () => {
    for (const day of ['2026-03-02', '2026-03-03', '2026-03-04']) {
      await addTurnover(db(), { day, memberId: c.id, category: 'sport', satang: 100_00n });
    }
    const outcomes = await catchUpCommission(db(), 1, at('2026-03-05', 8));
    expect(outcomes.map((o) => [o.day, o.computed, o.totalSatang])).toEqual([
      ['2026-03-02', true, 24n],
      ['2026-03-03', true, 24n],
      ['2026-03-04', true, 24n],
    ]);
    expect((await walletBalances(t, b))[4]).toBe(9.1);
    expect(await catchUpCommission(db(), 1, at('2026-03-05', 9))).toEqual([]);
  });

  it('pays nothing to an upline in cool-off on the day it is computed, and pays the others', async () => {
    const day = '2026-03-05';
    await addTurnover(db(), { day, memberId: c.id, category: 'slot', satang: 1_000_00n });
    await coolOff(db(), b.id, at('2026-03-20'));
    const [outcome] = await catchUpCommission(db(), 1, at('2026-03-06', 1));
    expect(outcome).toEqual({ day, computed: true, members: 1, totalSatang: 1_00n });
    expect(await commissionTransfers(b.id, day)).toEqual([]);
    expect(await commissionTransfers(a.id, day)).toHaveLength(1);
  });

  it('computes a day once when two instances run the job at the same moment', async () => {
    const day = '2026-03-06';
    await addTurnover(db(), { day, memberId: c.id, category: 'casino', satang: 10_000_00n });
    const now = at('2026-03-07', 0, 5);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        computeCommissionDay(db(), { agentId: 1, day, now, by: 'job:affiliate' }),
      ),
    );
    expect(results.filter((r) => r.computed)).toHaveLength(1);
    expect(await commissionTransfers(a.id, day)).toHaveLength(1);
    const [row] = await db()
      .select()
      .from(affiliateCommissionDays)
      .where(eq(affiliateCommissionDays.day, day));
    expect(row).toMatchObject({ members: 1, totalSatang: 6_00n }); // B in cool-off; A level 2: 0.06 %
  });

  it('runs through the job runner: two runners on one database pay the day once', async () => {
    const day = '2026-03-07';
    await addTurnover(db(), { day, memberId: c.id, category: 'fishing', satang: 1_000_00n });
    clock.set(at('2026-03-08', 0, 2));
    const runners = [0, 1].map(() =>
      createJobRunner({ database: t.database, clock, jobs: createAffiliateJobs({ agentId: 1 }) }),
    );
    await Promise.all(runners.map((r) => r.runDue()));
    const rows = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.day, day));
    expect(rows[0]?.n).toBe(1);
    expect(await commissionTransfers(a.id, day)).toHaveLength(1);
  });

  it('refuses, through the operator command, a day that has not ended in Bangkok', async () => {
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const run = await executeCommand(affiliateCommand, {
      db: db(),
      database: t.database,
      config: t.config,
      ...parseArguments(['--date', today]),
    });
    expect(run.exitCode).toBe(1);
    expect(run.err.join('\n')).toContain('has not ended');
  });
});
