import { describe, expect, it } from 'vitest';
import { loadConfig } from '#config';
import { randomUUID } from 'node:crypto';
import { accountBalance } from '#ledger';
import { bangkokDate } from '#shared/bangkok-time.ts';
import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { addTurnover, coolOff, creditDeposit } from '#testing/engagement.ts';
import { fundMember, openTestRound } from '#testing/lotto.ts';
import { asMember, memberIdOf, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { paymentsConfig } from '#testing/payments.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type QuestView = { id: number; code: string; state: string; progress: number; target: number };

describe.each(testDatabases())('quests and check-in on $kind', (target) => {
  // Monday 23 November 2026, 10:00 Bangkok.
  const clock = manualClock(new Date('2026-11-23T03:00:00Z'));
  // Sessions outlive the days this file moves the clock through.
  const members = {
    ...loadConfig({ NODE_ENV: 'test' }).members,
    sessionIdleMs: 30 * DAY,
    sessionAbsoluteMs: 30 * DAY,
  };
  let t: TestApp;
  const { db } = suiteTestApp(
    target,
    { clock, config: { ...paymentsConfig(), members } },
    (app) => (t = app),
  );
  const list = async (m: Registered) => {
    const body = (await asMember(t, m.token).get('/api/quest/list')).json();
    expect(body.error).toBe(0);
    return body.data as {
      quests: QuestView[];
      checkin: Record<string, unknown>;
      claimable: number;
      paused_until: string | null;
    };
  };
  const quest = async (m: Registered, code: string) => (await list(m)).quests.find((q) => q.code === code)!;
  const checkin = (m: Registered) => asMember(t, m.token).post('/api/event/quest');
  const redeem = (m: Registered, questId: number) =>
    asMember(t, m.token).post('/api/quest/redeem', { quest_id: questId });

  it('lists the four seeded quests in progress and an empty check-in strip for a new member', async () => {
    clock.set(new Date('2026-11-23T03:00:00Z'));
    const m = await registerMember(t);
    const data = await list(m);
    expect(data.quests.map((q) => q.code)).toEqual([
      'daily_deposit_300',
      'daily_turnover_1000',
      'weekly_lotto_bills_3',
      'weekly_checkin_5',
    ]);
    expect(data.quests.every((q) => q.state === 'in_progress')).toBe(true);
    expect(data.claimable).toBe(0);
    expect(data.checkin).toMatchObject({ checked_in_today: false, streak_day: 1 });
  });

  it('checks in once per Bangkok day with growing points; a missed day starts again at day 1', async () => {
    clock.set(new Date('2026-11-23T03:00:00Z'));
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    const first = (await checkin(m)).json();
    expect(first).toMatchObject({ error: 0, data: { streak_day: 1, points: 5, point: 5 } });
    expect((await checkin(m)).json().error).toBe(9013);
    // 23:59 Bangkok the same day: still refused; one minute past midnight Bangkok: day 2.
    clock.set(new Date('2026-11-23T16:59:00Z'));
    expect((await checkin(m)).json().error).toBe(9013);
    clock.set(new Date('2026-11-23T17:01:00Z'));
    expect((await checkin(m)).json().data).toMatchObject({ streak_day: 2, points: 10 });
    expect((await list(m)).checkin).toMatchObject({ checked_in_today: true, streak_day: 2 });
    // Skip Wednesday: Thursday counts as day 1 again.
    clock.set(new Date('2026-11-26T03:00:00Z'));
    expect((await checkin(m)).json().data).toMatchObject({ streak_day: 1, points: 5 });
    expect(await accountBalance(db(), { memberPoints: id })).toBe(20n);
  });

  it('makes the deposit quest claimable at 300 ฿ today, pays free credit once, and opens it again tomorrow', async () => {
    clock.set(new Date('2026-11-24T03:00:00Z'));
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    await creditDeposit(t, m.token, 250, clock);
    await creditDeposit(t, m.token, 49, clock);
    let q = await quest(m, 'daily_deposit_300');
    expect(q).toMatchObject({ state: 'in_progress', progress: 299, target: 300 });
    expect((await redeem(m, q.id)).json().error).toBe(9011);

    await creditDeposit(t, m.token, 20, clock);
    expect((await list(m)).claimable).toBe(1);
    const paid = (await redeem(m, q.id)).json();
    expect(paid).toMatchObject({ error: 0, data: { reward_kind: 'credit', reward_amount: 20 } });
    expect(await accountBalance(db(), { member: id, wallet: 3 })).toBe(20_00n);
    expect((await redeem(m, q.id)).json().error).toBe(9012);
    q = await quest(m, 'daily_deposit_300');
    expect(q.state).toBe('claimed');

    // A new Bangkok day: progress starts from 0 again.
    clock.advance(DAY);
    q = await quest(m, 'daily_deposit_300');
    expect(q).toMatchObject({ state: 'in_progress', progress: 0 });
    expect(await accountBalance(db(), { member: id, wallet: 3 })).toBe(20_00n);
  });

  it('counts turnover from the kept daily totals and pays points', async () => {
    clock.set(new Date('2026-11-24T03:00:00Z'));
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    await addTurnover(db(), id, bangkokDate(clock.now()), 1_000);
    // Yesterday's turnover does not count for today.
    await addTurnover(db(), id, '2026-11-23', 5_000);
    const q = await quest(m, 'daily_turnover_1000');
    expect(q).toMatchObject({ state: 'claimable', progress: 1_000 });
    expect((await redeem(m, q.id)).json().data).toMatchObject({
      reward_kind: 'points',
      reward_amount: 20,
      point: 20,
    });
    expect(await accountBalance(db(), { memberPoints: id })).toBe(20n);
  });

  it('counts five check-ins within one Monday-to-Sunday week for the weekly quest', async () => {
    const m = await registerMember(t);
    // Sunday 22 November (last week) does not count for the week of Monday 23 November.
    clock.set(new Date('2026-11-22T03:00:00Z'));
    await checkin(m);
    for (let day = 0; day < 4; day++) {
      clock.set(new Date(new Date('2026-11-23T03:00:00Z').getTime() + day * DAY));
      expect((await checkin(m)).json().error).toBe(0);
    }
    let q = await quest(m, 'weekly_checkin_5');
    expect(q).toMatchObject({ progress: 4, state: 'in_progress' });
    clock.set(new Date('2026-11-29T16:30:00Z')); // Sunday 23:30 Bangkok
    expect((await checkin(m)).json().error).toBe(0);
    q = await quest(m, 'weekly_checkin_5');
    expect(q).toMatchObject({ progress: 5, state: 'claimable' });
    expect((await redeem(m, q.id)).json().data).toMatchObject({ reward_kind: 'credit', reward_amount: 50 });
    clock.set(new Date('2026-11-29T17:00:00Z')); // Monday 00:00 Bangkok: a new week
    expect((await quest(m, 'weekly_checkin_5')).progress).toBe(0);
  });

  it('counts lotto bills placed this week and not cancelled', async () => {
    clock.set(new Date('2026-11-24T03:00:00Z'));
    const m = await registerMember(t);
    await fundMember(db(), m, 1_000);
    const { roundId } = await openTestRound(db(), {
      now: clock.now(),
      closeInMs: 3 * DAY,
      cancelBeforeMs: 0,
    });
    const bill = async () => {
      const body = (
        await asMember(t, m.token).post('/api/lotto/bill/create', {
          round_id: roundId,
          agent_id: 1,
          request_id: randomUUID(),
          lines: [{ type: '2top', number: '12', amount: 10 }],
        })
      ).json();
      expect(body.error, JSON.stringify(body)).toBe(0);
      return body.data.bill_id as number;
    };
    await bill();
    const second = await bill();
    await bill();
    const cancelled = (
      await asMember(t, m.token).post('/api/lotto/bill/cancel', { bill_id: second, agent_id: 1 })
    ).json();
    expect(cancelled.error, JSON.stringify(cancelled)).toBe(0);
    expect(await quest(m, 'weekly_lotto_bills_3')).toMatchObject({ progress: 2, state: 'in_progress' });
    await bill();
    const q = await quest(m, 'weekly_lotto_bills_3');
    expect(q).toMatchObject({ progress: 3, state: 'claimable' });
    expect((await redeem(m, q.id)).json().data).toMatchObject({ reward_kind: 'spins', reward_amount: 3 });
    // The spins are the free-spin wheel's, and a second claim of the week grants none.
    const wheel = async () => (await asMember(t, m.token).get('/api/wheel/config')).json().data;
    expect((await wheel()).free_spins).toBe(3);
    expect((await redeem(m, q.id)).json().error).not.toBe(0);
    expect((await wheel()).free_spins).toBe(3);
  });

  it('refuses check-in and rewards during cool-off with a Thai message, and changes nothing', async () => {
    clock.set(new Date('2026-11-24T03:00:00Z'));
    const m = await registerMember(t);
    const id = await memberIdOf(db(), m);
    await addTurnover(db(), id, bangkokDate(clock.now()), 1_000);
    await coolOff(db(), id, new Date(clock.now().getTime() + DAY));
    const refused = (await checkin(m)).json();
    expect(refused.error).toBe(9002);
    expect(refused.message).toContain('พักการเล่น');
    const q = await quest(m, 'daily_turnover_1000');
    expect((await redeem(m, q.id)).json().error).toBe(9002);
    expect(await accountBalance(db(), { memberPoints: id })).toBe(0n);
    const paused = await list(m);
    expect(paused.checkin).toMatchObject({ checked_in_today: false });
    // The page says until when, and the star shows no badge to nudge them.
    expect(paused).toMatchObject({
      claimable: 0,
      paused_until: new Date(clock.now().getTime() + DAY).toISOString(),
    });
  });

  it('answers an unknown quest with QUEST_NOT_FOUND and bad input with 400', async () => {
    const m = await registerMember(t);
    expect((await redeem(m, 999_999)).json().error).toBe(9010);
    expect((await asMember(t, m.token).post('/api/quest/redeem', { quest_id: 'x' })).statusCode).toBe(400);
    expect((await asMember(t, m.token).post('/api/quest/redeem', {})).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/quest/list' })).statusCode).toBe(401);
  });

  it('does not offer the weekly check-in quest to a member who joins too late in the week to reach it', async () => {
    // Thursday 26 November 2026, 10:00 in Bangkok: four days left, five check-ins needed.
    clock.set(new Date('2026-11-26T03:00:00Z'));
    const late = await registerMember(t);
    const codes = (await list(late)).quests.map((q) => q.code);
    expect(codes).not.toContain('weekly_checkin_5');
    expect(codes).toContain('weekly_lotto_bills_3');
    // Wednesday: five days left, so it is offered.
    clock.set(new Date('2026-11-25T03:00:00Z'));
    const inTime = await registerMember(t);
    expect((await quest(inTime, 'weekly_checkin_5')).state).toBe('in_progress');
    // The next Monday a new week starts and both see it.
    clock.set(new Date('2026-11-30T03:00:00Z'));
    expect((await quest(late, 'weekly_checkin_5')).progress).toBe(0);
  });
});
