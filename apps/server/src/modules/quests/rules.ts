import type { QuestPendingChange, quests } from '#db/schema/quests.ts';
import { CHECKIN_STREAK_DAYS, CHECKIN_STREAK_POINTS } from '@ug99/contract';
import type { QuestPeriod, QuestState } from '@ug99/contract';
import {
  bangkokDate,
  DAY,
  startOfBangkokDate,
  startOfBangkokDay,
  startOfBangkokWeek,
} from '#shared/bangkok-time.ts';

/** The pure rules of quests and check-in (docs/rules/quests.md), fed the time by their callers. */

export type Period = {
  /** The Bangkok date the period starts (the day, or the week's Monday): the claim's key. */
  startDate: string;
  start: Date;
  /** Exclusive. */
  end: Date;
  /** The Bangkok date the period ends (exclusive), for queries over dated totals. */
  endDate: string;
};

/** The Bangkok day or Monday-to-Sunday week that `now` falls in (docs/rules/quests.md#periods). */
export function periodAt(period: QuestPeriod, now: Date): Period {
  const start = period === 'day' ? startOfBangkokDay(now) : startOfBangkokWeek(now);
  const end = new Date(start.getTime() + (period === 'day' ? 1 : 7) * DAY);
  return { startDate: bangkokDate(start), start, end, endDate: bangkokDate(end) };
}

/** The Bangkok date before `isoDate`. */
export function previousBangkokDate(isoDate: string): string {
  return bangkokDate(new Date(startOfBangkokDate(isoDate).getTime() - DAY));
}

/**
 * Which streak day a check-in on `today` counts as (docs/rules/quests.md#check-in): the day after the
 * last check-in's when that was yesterday, wrapping from day 7 back to day 1; day 1 after a missed day
 * or for a first check-in.
 */
export function streakDayFor(today: string, last: { day: string; streakDay: number } | undefined): number {
  if (!last || last.day !== previousBangkokDate(today)) return 1;
  return (last.streakDay % CHECKIN_STREAK_DAYS) + 1;
}

export function checkinPoints(streakDay: number): number {
  const points = CHECKIN_STREAK_POINTS[streakDay - 1];
  if (points === undefined) throw new RangeError(`no streak day ${streakDay}`);
  return points;
}

/**
 * The check-in strip for `today`: days 1…7 with the days of the running streak done. A streak that
 * ended before yesterday shows nothing done, since the next check-in starts again at day 1.
 */
export function checkinStrip(today: string, last: { day: string; streakDay: number } | undefined) {
  const checkedInToday = last?.day === today;
  const streakAlive = checkedInToday || last?.day === previousBangkokDate(today);
  const doneUpTo = streakAlive && last ? last.streakDay : 0;
  // After a finished 7-day streak, tomorrow starts a fresh strip.
  const shownDone = !checkedInToday && doneUpTo === CHECKIN_STREAK_DAYS ? 0 : doneUpTo;
  return {
    checked_in_today: checkedInToday,
    streak_day: checkedInToday ? last!.streakDay : streakDayFor(today, last),
    days: CHECKIN_STREAK_POINTS.map((points, i) => ({ day: i + 1, points, done: i + 1 <= shownDone })),
  };
}

/**
 * Whether a check-in quest can still be completed in its period (docs/rules/quests.md#late-in-the-period):
 * one check-in a day, so what is left is the days from today to the period's end, today included unless
 * the member already checked in today. Other metrics have no such bound.
 */
export function questReachable(
  quest: { metric: string; period: Period },
  progress: bigint,
  target: bigint,
  now: Date,
  checkedInToday: boolean,
): boolean {
  if (quest.metric !== 'checkin_days' || progress >= target) return true;
  const daysLeft = Math.round((quest.period.end.getTime() - startOfBangkokDay(now).getTime()) / DAY);
  return progress + BigInt(daysLeft - (checkedInToday ? 1 : 0)) >= target;
}

export function questState(progress: bigint, target: bigint, claimed: boolean): QuestState {
  if (claimed) return 'claimed';
  return progress >= target ? 'claimable' : 'in_progress';
}

type QuestRow = typeof quests.$inferSelect;

/** The values an operator edits, in the database's units (satang or counts). */
export type QuestValues = {
  title: string;
  description: string;
  target: bigint;
  rewardKind: string;
  rewardAmount: bigint;
  active: boolean;
  sortOrder: number;
};

/** The Bangkok date the quest's next period starts, at `now`. */
export function nextPeriodStart(period: QuestPeriod, now: Date): string {
  return periodAt(period, now).endDate;
}

/** The row as it stands for the period that `now` falls in: its pending change once that period has begun. */
export function effectiveQuest(row: QuestRow, now: Date): QuestRow {
  if (!row.pending || !row.pendingFrom) return row;
  const periodStart = periodAt(row.period as QuestPeriod, now).startDate;
  if (periodStart < row.pendingFrom) return row;
  return { ...row, ...valuesOf(row.pending), pending: null, pendingFrom: null };
}

function valuesOf(p: QuestPendingChange): QuestValues {
  return {
    title: p.title,
    description: p.description,
    target: BigInt(p.target),
    rewardKind: p.rewardKind,
    rewardAmount: BigInt(p.rewardAmount),
    active: p.active,
    sortOrder: p.sortOrder,
  };
}
