import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { loadConfig } from '#config';
import { cashbackNotices, inboxItems, responsibleGamingLimits } from '#db/schema/index.ts';
import { createJobRunner } from '#jobs/runner.ts';
import type { Job } from '#jobs/runner.ts';
import { runInLedgerTransaction } from '#ledger';
import { computeCommissionDay } from '#affiliate/commission/service.ts';
import { announcePeriod, createCashbackJobs } from '#cashback/notices.ts';
import { periodOf } from '#cashback/periods.ts';
import { addCoupon, parseCouponReward } from '#coupons/operator.ts';
import { createCouponService } from '#coupons/service.ts';
import { concludeYeekeeRound } from '#lotto/yeekee/close.ts';
import { createQuestService } from '#quests/service.ts';
import { applyDueLimitsAndReport, createResponsibleGamingJobs } from '#responsible-gaming/jobs.ts';
import { manualClock } from '#shared/clock.ts';
import { affiliateMember, addTurnover as addReferredTurnover } from '#testing/affiliate.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { addTurnover, coolOff } from '#testing/engagement.ts';
import { fundMember } from '#testing/lotto.ts';
import { insertBill, insertRound } from '#testing/lotto-settlement.ts';
import { asMember, memberIdOf, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { addShots, yeekeeCategory } from '#testing/yeekee-close.ts';
import { createMemberVipReader } from '#vip';
import { notifyLimitsTookEffect } from './inbox.ts';

// The kinds written by cashback, affiliate, coupons, quests, responsible gaming and yeekee rounds
// (docs/NOTIFICATIONS.md#kinds): each item once, in its event's transaction, none for a rolled-back event.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Monday 23 November 2026, 10:00 Bangkok: the week of Monday 16 November has ended.
const MONDAY = new Date('2026-11-23T03:00:00Z');

class RolledBack extends Error {}
/** Runs `work` in a transaction that is then rolled back. */
async function rolledBack(db: Db, work: (tx: Db) => Promise<unknown>): Promise<void> {
  await expect(
    runInLedgerTransaction(db, async (tx) => {
      await work(tx);
      throw new RolledBack('the event failed after its item was written');
    }),
  ).rejects.toBeInstanceOf(RolledBack);
}

describe.each(testDatabases())('the inbox kinds of rewards, limits and yeekee on $kind', (target) => {
  const clock = manualClock(MONDAY);
  const config = loadConfig({ NODE_ENV: 'test' });
  const cashbackDeps = () => ({
    config: config.cashback,
    memberVip: createMemberVipReader(config.members.vip),
  });
  const members = { ...config.members, sessionIdleMs: 30 * DAY, sessionAbsoluteMs: 30 * DAY };
  let t: TestApp;
  const { db } = suiteTestApp(target, { clock, config: { members } }, (app) => (t = app));
  const itemsOf = async (memberId: number, kind: string) =>
    db()
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.memberId, memberId), eq(inboxItems.kind, kind)))
      .orderBy(inboxItems.id);
  const twoInstances = async (jobs: () => Job[]) => {
    const a = createJobRunner({ database: t.database, clock, jobs: jobs() });
    const b = createJobRunner({ database: t.database, clock, jobs: jobs() });
    await Promise.all([a.runDue(), b.runDue()]);
    return { a, b };
  };
  const session = (id: number, m: Registered) => ({ id, phone: m.phone, agentId: 1, sessionId: 0 });

  it("writes a yeekee bill's result with the round's settlement: bill_won or bill_lost, once", async () => {
    clock.set(MONDAY);
    const winner = await registerMember(t);
    const loser = await registerMember(t);
    const [w, l] = [await memberIdOf(db(), winner), await memberIdOf(db(), loser)];
    for (const m of [winner, loser]) await fundMember(db(), m, 1_000);
    const category = await yeekeeCategory(db());
    const roundId = await insertRound(db(), category, {
      closeAt: new Date(clock.now().getTime() - 1_000),
      title: 'ยี่กี รอบที่ 1',
    });
    const won = await insertBill(db(), {
      roundId,
      memberId: w,
      lines: [{ type: '3top', number: '755', amountSatang: 10_00n, rate: 80_000 }],
    });
    const lost = await insertBill(db(), {
      roundId,
      memberId: l,
      lines: [{ type: '2bottom', number: '28', amountSatang: 10_00n, rate: 9_000 }],
    });
    // 20 shots 01111 … 22220: the result is top3 755, bottom2 27 (yeekee/result.test.ts works it out).
    const shots = Array.from({ length: 20 }, (_, i) => ({
      memberId: i % 2 ? w : l,
      number: String(1111 * (i + 1)).padStart(5, '0'),
    }));
    await addShots(db(), roundId, shots);
    const deps = {
      clock,
      bonus: { lastShotSatang: 0n, subtractedShotSatang: 0n, minBillsSatang: 0n },
      publish: () => {},
    };

    await rolledBack(db(), (tx) => concludeYeekeeRound(tx, roundId, deps));
    expect([...(await itemsOf(w, 'bill_won')), ...(await itemsOf(l, 'bill_lost'))]).toEqual([]);

    await Promise.all([1, 2].map(() => concludeYeekeeRound(db(), roundId, deps)));
    await concludeYeekeeRound(db(), roundId, deps);
    expect(await itemsOf(w, 'bill_won')).toMatchObject([
      { source: String(won), body: `โพย #${won} ยี่กี รอบที่ 1 ถูกรางวัล 8,000.00 บาท`, link: '/lotto/bills' },
    ]);
    expect(await itemsOf(l, 'bill_lost')).toMatchObject([
      { source: String(lost), body: `โพย #${lost} ยี่กี รอบที่ 1 ไม่ถูกรางวัล` },
    ]);
  });

  it('announces a finished period with a rebate to claim once across instances, not to a member in cool-off', async () => {
    clock.set(MONDAY);
    const player = await memberIdOf(db(), await registerMember(t));
    const resting = await memberIdOf(db(), await registerMember(t));
    // 1,000 baht of slots lost on Wednesday 18 November: a loss rebate of 5 % (50.00) for the week and
    // a turnover rebate of 0.5 % (5.00) for the day.
    for (const id of [player, resting]) await addTurnover(db(), id, '2026-11-18', 1_000);
    await coolOff(db(), resting, new Date(MONDAY.getTime() + DAY));

    await rolledBack(db(), (tx) =>
      announcePeriod(tx, cashbackDeps(), periodOf('loss', '2026-11-16', 7), MONDAY),
    );
    expect(await itemsOf(player, 'cashback_claimable')).toEqual([]);
    expect(await db().select().from(cashbackNotices)).toEqual([]);

    const jobs = () => createCashbackJobs(cashbackDeps()) as Job[];
    const { a } = await twoInstances(jobs);
    clock.advance(2 * 60_000);
    await a.runDue();
    expect(await itemsOf(player, 'cashback_claimable')).toMatchObject([
      {
        source: 'loss:2026-11-16',
        title: 'มียอดเงินคืนให้รับ',
        body: 'คืนยอดเสียสัปดาห์ที่เริ่ม 16/11/2569 50.00 บาท กดรับได้ถึง 30/11/2569 00:00 น.',
        link: '/cashback',
      },
      {
        source: 'turnover:2026-11-18',
        body: 'คืนยอดเล่นวันที่ 18/11/2569 5.00 บาท กดรับได้ถึง 26/11/2569 00:00 น.',
      },
    ]);
    expect(await itemsOf(resting, 'cashback_claimable')).toEqual([]);
  });

  it('tells each earner the day’s commission waits in the affiliate wallet, once per day', async () => {
    clock.set(MONDAY);
    const upline = await affiliateMember(t);
    const downline = await affiliateMember(t, upline.code);
    await addReferredTurnover(db(), {
      day: '2026-11-22',
      memberId: downline.id,
      category: 'slot',
      satang: 10_000_00n,
    });
    const run = (d: Db) =>
      computeCommissionDay(d, { agentId: 1, day: '2026-11-22', now: MONDAY, by: 'test' });

    await rolledBack(db(), run);
    expect(await itemsOf(upline.id, 'commission_claimable')).toEqual([]);

    const outcomes = await Promise.all([run(db()), run(db())]);
    expect(outcomes.filter((o) => o.computed)).toHaveLength(1);
    const [item, ...more] = await itemsOf(upline.id, 'commission_claimable');
    expect(more).toEqual([]);
    expect(item).toMatchObject({ source: '2026-11-22', title: 'ได้รับค่าคอมมิชชั่น', link: '/affiliate' });
    expect(item!.body).toMatch(/^ค่าคอมมิชชั่นวันที่ 22\/11\/2569 [\d,]+\.\d\d บาท เข้ากระเป๋าแนะนำเพื่อนแล้ว/);
    expect(await itemsOf(downline.id, 'commission_claimable')).toEqual([]);
  });

  it("writes a coupon's reward with its redemption, once", async () => {
    clock.set(MONDAY);
    const add = (code: string) =>
      addCoupon(db(), {
        agentId: 1,
        code,
        reward: parseCouponReward('credit:50')!,
        quota: 10,
        validFrom: clock.now(),
        validUntil: new Date(clock.now().getTime() + DAY),
        operator: 'somchai',
      });
    expect((await add('INBOX50')).ok).toBe(true);
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);

    await rolledBack(db(), (tx) =>
      createCouponService(tx, clock).redeem(session(id, m), { code: 'INBOX50' }),
    );
    expect(await itemsOf(id, 'coupon_reward_credited')).toEqual([]);

    const answers = await Promise.all(
      [1, 2, 3].map(() => asMember(t, m.token).post('/api/member/coupon/redeem', { code: 'inbox50' })),
    );
    expect(answers.filter((a) => a.json().error === 0)).toHaveLength(1);
    expect(await itemsOf(id, 'coupon_reward_credited')).toMatchObject([
      { title: 'ได้รับรางวัลคูปอง', body: 'คูปอง INBOX50 ได้รับเครดิตฟรี 50.00 บาทแล้ว', link: '/member/coupon' },
    ]);
  });

  it("writes a quest's reward with its claim, once per period", async () => {
    clock.set(MONDAY);
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    await addTurnover(db(), id, '2026-11-23', 1_000);
    const list = (await asMember(t, m.token).get('/api/quest/list')).json().data.quests as {
      id: number;
      code: string;
    }[];
    const quest = list.find((q) => q.code === 'daily_turnover_1000')!;

    await rolledBack(db(), (tx) => createQuestService(tx, clock).redeem(session(id, m), quest.id));
    expect(await itemsOf(id, 'quest_reward_credited')).toEqual([]);

    const answers = await Promise.all(
      [1, 2, 3].map(() => asMember(t, m.token).post('/api/quest/redeem', { quest_id: quest.id })),
    );
    expect(answers.filter((a) => a.json().error === 0)).toHaveLength(1);
    const items = await itemsOf(id, 'quest_reward_credited');
    expect(items).toMatchObject([
      { source: `${quest.id}:2026-11-23`, title: 'ได้รับรางวัลภารกิจ', link: '/member/creditfree' },
    ]);
    expect(items[0]!.body).toMatch(/^ภารกิจ .+ ได้รับแต้มสะสม 20 แต้มแล้ว$/);
  });

  it('records a stricter limit at once and a looser one when its wait is over, once across instances', async () => {
    clock.set(MONDAY);
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    const save = async (body: object) => {
      const res = (await asMember(t, m.token).post('/api/member/responsible_gaming', body)).json();
      expect(res.error, JSON.stringify(res)).toBe(0);
      return res.data;
    };
    await save({ deposit_limits: { day: 1_000 } });
    await save({ deposit_limits: { day: 1_000 } });
    expect(await itemsOf(id, 'limit_changed')).toMatchObject([
      { title: 'วงเงินที่ตั้งไว้มีผลแล้ว', body: 'วงเงินฝากรายวัน 1,000.00 บาท มีผลแล้ว' },
    ]);

    // Looser: waits 24 hours, and only then is recorded.
    await save({ deposit_limits: { day: 5_000 } });
    const jobs = () => createResponsibleGamingJobs({ tookEffect: notifyLimitsTookEffect }) as Job[];
    await twoInstances(jobs);
    expect(await itemsOf(id, 'limit_changed')).toHaveLength(1);

    clock.advance(DAY + 60_000);
    await rolledBack(db(), (tx) => applyDueLimitsAndReport(tx, clock.now(), notifyLimitsTookEffect));
    expect(await itemsOf(id, 'limit_changed')).toHaveLength(1);

    const { a } = await twoInstances(jobs);
    clock.advance(2 * 60_000);
    await a.runDue();
    const items = await itemsOf(id, 'limit_changed');
    expect(items.map((i) => i.body)).toEqual([
      'วงเงินฝากรายวัน 1,000.00 บาท มีผลแล้ว',
      'วงเงินฝากรายวัน 5,000.00 บาท มีผลแล้ว',
    ]);
    expect(items[1]!.link).toBe('/member/profile#responsible-gaming');
    // The row now holds the value as current, as the settings already read it.
    expect(
      await db().select().from(responsibleGamingLimits).where(eq(responsibleGamingLimits.memberId, id)),
    ).toMatchObject([{ kind: 'deposit', period: 'day', currentSatang: 5_000_00n, pendingSatang: null }]);
    expect((await save({})).deposit_limits.day).toEqual({ current: 5_000, pending: null });
  });
});
