import { describe, expect, it } from 'vitest';
import { manualClock } from '#shared/clock.ts';
import { bangkokDate } from '#shared/bangkok-time.ts';
import {
  checkinPoints,
  checkinStrip,
  effectiveQuest,
  nextPeriodStart,
  periodAt,
  questReachable,
  questState,
  streakDayFor,
} from './rules.ts';

// Bangkok is UTC+7: 17:00 UTC is midnight in Bangkok.
const at = (iso: string) => new Date(iso);

describe('quest periods in Bangkok time', () => {
  it('starts the day at Bangkok midnight, not UTC midnight', () => {
    const clock = manualClock(at('2026-11-24T16:59:59Z')); // Tue 23:59:59 Bangkok
    expect(periodAt('day', clock.now()).startDate).toBe('2026-11-24');
    clock.advance(1000); // Wed 00:00:00 Bangkok
    const wed = periodAt('day', clock.now());
    expect(wed.startDate).toBe('2026-11-25');
    expect(wed.start.toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(wed.end.toISOString()).toBe('2026-11-25T17:00:00.000Z');
    expect(wed.endDate).toBe('2026-11-26');
  });

  it('runs the week from Monday 00:00 to Sunday 23:59:59 Bangkok', () => {
    const clock = manualClock(at('2026-11-29T16:59:59Z')); // Sun 23:59:59 Bangkok
    const week = periodAt('week', clock.now());
    expect(week.startDate).toBe('2026-11-23'); // Monday
    expect(week.endDate).toBe('2026-11-30');
    clock.advance(1000); // Mon 00:00 Bangkok: a new week
    expect(periodAt('week', clock.now()).startDate).toBe('2026-11-30');
    // Sunday 20:00 UTC is already Monday in Bangkok.
    expect(periodAt('week', at('2026-11-29T20:00:00Z')).startDate).toBe('2026-11-30');
  });
});

describe('check-in streak', () => {
  it('grows by one a day up to 7, then starts again at 1', () => {
    const clock = manualClock(at('2026-11-23T03:00:00Z'));
    let last: { day: string; streakDay: number } | undefined;
    const seen: number[] = [];
    for (let i = 0; i < 9; i++) {
      const today = bangkokDate(clock.now());
      const streakDay = streakDayFor(today, last);
      seen.push(streakDay);
      last = { day: today, streakDay };
      clock.advance(24 * 3600_000);
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 1, 2]);
    expect(seen.slice(0, 7).map(checkinPoints)).toEqual([5, 10, 15, 20, 25, 30, 50]);
  });

  it('resets to day 1 after a missed Bangkok day', () => {
    expect(streakDayFor('2026-11-26', { day: '2026-11-24', streakDay: 4 })).toBe(1);
    expect(streakDayFor('2026-11-25', { day: '2026-11-24', streakDay: 4 })).toBe(5);
    expect(streakDayFor('2026-11-25', undefined)).toBe(1);
  });

  it('counts a check-in at 23:59 and one at 00:01 Bangkok as consecutive days', () => {
    const clock = manualClock(at('2026-11-24T16:59:00Z'));
    const first = bangkokDate(clock.now());
    clock.advance(2 * 60_000);
    const second = bangkokDate(clock.now());
    expect(second).not.toBe(first);
    expect(streakDayFor(second, { day: first, streakDay: 1 })).toBe(2);
  });

  it('shows the running streak on the strip, and an empty strip once the streak is broken', () => {
    const alive = checkinStrip('2026-11-25', { day: '2026-11-24', streakDay: 3 });
    expect(alive.checked_in_today).toBe(false);
    expect(alive.streak_day).toBe(4);
    expect(alive.days.filter((d) => d.done).map((d) => d.day)).toEqual([1, 2, 3]);

    const today = checkinStrip('2026-11-25', { day: '2026-11-25', streakDay: 4 });
    expect(today).toMatchObject({ checked_in_today: true, streak_day: 4 });
    expect(today.days.filter((d) => d.done)).toHaveLength(4);

    const broken = checkinStrip('2026-11-27', { day: '2026-11-24', streakDay: 3 });
    expect(broken.streak_day).toBe(1);
    expect(broken.days.some((d) => d.done)).toBe(false);

    const afterSeven = checkinStrip('2026-11-25', { day: '2026-11-24', streakDay: 7 });
    expect(afterSeven.streak_day).toBe(1);
    expect(afterSeven.days.some((d) => d.done)).toBe(false);
  });
});

describe('quest state', () => {
  it('is claimable at the target, claimed once claimed, else in progress', () => {
    expect(questState(299n, 300n, false)).toBe('in_progress');
    expect(questState(300n, 300n, false)).toBe('claimable');
    expect(questState(900n, 300n, true)).toBe('claimed');
  });
});

describe("an operator's change to a quest (docs/BACKOFFICE.md#engagement)", () => {
  const row = {
    id: 1,
    agentId: 1,
    code: 'daily_deposit_300',
    title: 'ฝาก 300',
    description: '',
    period: 'day',
    metric: 'deposit',
    target: 300_00n,
    rewardKind: 'credit',
    rewardAmount: 20_00n,
    sortOrder: 1,
    active: true,
    createdAt: new Date('2026-11-01T00:00:00Z'),
    pending: {
      title: 'ฝาก 500',
      description: '',
      target: '50000',
      rewardKind: 'points',
      rewardAmount: '40',
      active: false,
      sortOrder: 2,
    },
    pendingFrom: '2026-11-26',
  };
  // 2026-11-25 23:59 and 2026-11-26 00:00 in Bangkok.
  const lastMinute = new Date('2026-11-25T16:59:00Z');
  const nextDay = new Date('2026-11-25T17:00:00Z');

  it('keeps the values of the period under way and applies the change from its next period', () => {
    expect(effectiveQuest(row, lastMinute)).toBe(row);
    expect(effectiveQuest(row, nextDay)).toMatchObject({
      title: 'ฝาก 500',
      target: 500_00n,
      rewardKind: 'points',
      rewardAmount: 40n,
      active: false,
      pending: null,
    });
  });

  it("starts a change at the quest's next day or Monday", () => {
    expect(nextPeriodStart('day', lastMinute)).toBe('2026-11-26');
    expect(nextPeriodStart('week', lastMinute)).toBe('2026-11-30');
  });
});

describe('a check-in quest late in its week (docs/rules/quests.md#late-in-the-period)', () => {
  const checkin5 = (now: Date) => ({ metric: 'checkin_days', period: periodAt('week', now) });
  // Thursday 12 March 2026, 10:00 in Bangkok: Thursday to Sunday, 4 days, are left.
  const thursday = new Date('2026-03-12T03:00:00Z');

  it('is offered while the days left can still reach the target', () => {
    expect(questReachable(checkin5(thursday), 1n, 5n, thursday, false)).toBe(true);
    // Wednesday: 5 days left for a member with none yet.
    const wednesday = new Date('2026-03-11T03:00:00Z');
    expect(questReachable(checkin5(wednesday), 0n, 5n, wednesday, false)).toBe(true);
  });

  it('is not offered to a member who joins too late in the week to reach it', () => {
    expect(questReachable(checkin5(thursday), 0n, 5n, thursday, false)).toBe(false);
    // Today's check-in is already counted: only Friday to Sunday remain.
    expect(questReachable(checkin5(thursday), 1n, 5n, thursday, true)).toBe(false);
    expect(questReachable(checkin5(thursday), 2n, 5n, thursday, true)).toBe(true);
    // Sunday 23:59 in Bangkok, the week's last day.
    const sunday = new Date('2026-03-15T16:59:00Z');
    expect(questReachable(checkin5(sunday), 4n, 5n, sunday, false)).toBe(true);
    expect(questReachable(checkin5(sunday), 4n, 5n, sunday, true)).toBe(false);
  });

  it('leaves quests of other metrics alone', () => {
    const sunday = new Date('2026-03-15T16:59:00Z');
    expect(
      questReachable({ metric: 'deposit', period: periodAt('week', sunday) }, 0n, 100_000n, sunday, false),
    ).toBe(true);
  });
});
