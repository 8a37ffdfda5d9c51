import type { LottoSchedule } from '#db/schema/lotto.ts';
import { thaiDayText } from '@ug99/contract';
import { DAY, bangkokDate, startOfBangkokDate } from '#shared/bangkok-time.ts';

/**
 * Where a category's rounds fall, in Bangkok time (docs/rules/lotto.md#categories-and-rounds). Pure: the
 * scheduler job turns these into rows. Bangkok keeps UTC+7 all year, so a wall-clock time is one instant.
 */

export type PlannedRound = {
  /** The Bangkok date of the draw (YYYY-MM-DD). */
  drawDate: string;
  closeAt: Date;
  /** 1-based position in the day, for categories with several rounds a day (yeekee, stock sessions). */
  seq: number;
  /** How many rounds the day has. */
  perDay: number;
};

const MINUTE = 60_000;

/** Minutes after midnight of `HH:MM`. */
export function clockMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** ISO weekday (1 Monday … 7 Sunday) of a Bangkok date. */
export function isoWeekday(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00.000Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00.000Z`) + days * DAY).toISOString().slice(0, 10);
}

/**
 * The government draw is on the 1st and 16th; three dates move because of holidays: 1 January to
 * 30 December before it, 16 January to 17 January, 1 May to 2 May.
 */
export function governmentDrawDate(year: number, month: number, day: 1 | 16): string {
  const mm = String(month).padStart(2, '0');
  if (month === 1 && day === 1) return `${year - 1}-12-30`;
  if (month === 1 && day === 16) return `${year}-01-17`;
  if (month === 5 && day === 1) return `${year}-05-02`;
  return `${year}-${mm}-${String(day).padStart(2, '0')}`;
}

/** The rounds of one Bangkok date. */
export function roundsOnDate(schedule: LottoSchedule, isoDate: string): PlannedRound[] {
  const dayStart = startOfBangkokDate(isoDate).getTime();
  const at = (minutes: number) => new Date(dayStart + minutes * MINUTE);
  switch (schedule.kind) {
    case 'days': {
      if (!schedule.weekdays.includes(isoWeekday(isoDate))) return [];
      const closes = [...schedule.closes].sort();
      return closes.map((close, i) => ({
        drawDate: isoDate,
        closeAt: at(clockMinutes(close)),
        seq: i + 1,
        perDay: closes.length,
      }));
    }
    case 'gov': {
      // A draw date is the (possibly moved) date of the 1st or 16th of this month or the next (30 Dec).
      const [y, m] = isoDate.split('-').map(Number) as [number, number];
      const next = m === 12 ? { y: y + 1, m: 1 } : { y, m: m + 1 };
      const candidates = [
        governmentDrawDate(y, m, 1),
        governmentDrawDate(y, m, 16),
        governmentDrawDate(next.y, next.m, 1),
      ];
      if (!candidates.includes(isoDate)) return [];
      return [{ drawDate: isoDate, closeAt: at(clockMinutes(schedule.close)), seq: 1, perDay: 1 }];
    }
    case 'interval': {
      // Rounds of one draw date may close after midnight (yeekee's last round closes at 04:00 next day).
      const first = clockMinutes(schedule.first_close);
      return Array.from({ length: schedule.count }, (_, i) => ({
        drawDate: isoDate,
        closeAt: at(first + i * schedule.every_minutes),
        seq: i + 1,
        perDay: schedule.count,
      }));
    }
  }
}

/**
 * Every round whose close falls in [from, to), in close order. Draw dates from the day before `from`
 * are included, because an interval schedule's last rounds close after midnight.
 */
export function roundsBetween(schedule: LottoSchedule, from: Date, to: Date): PlannedRound[] {
  const rounds: PlannedRound[] = [];
  for (let d = addDays(bangkokDate(from), -1); d <= bangkokDate(to); d = addDays(d, 1)) {
    for (const round of roundsOnDate(schedule, d)) {
      if (round.closeAt >= from && round.closeAt < to) rounds.push(round);
    }
  }
  return rounds.sort((a, b) => a.closeAt.getTime() - b.closeAt.getTime());
}

const PREVIOUS_CLOSE_LOOKBACK = 40 * DAY;

/** The close of the round before `closeAt` (looking back at most 40 days), or null when there is none. */
export function previousClose(schedule: LottoSchedule, closeAt: Date): Date | null {
  const before = roundsBetween(schedule, new Date(closeAt.getTime() - PREVIOUS_CLOSE_LOOKBACK), closeAt);
  return before.at(-1)?.closeAt ?? null;
}

/**
 * A round opens when the category's previous round closes, so there is always one to bet on, but never
 * earlier than `openBeforeMinutes` before its own close (the category's longest betting window).
 */
function openAtAfter(previous: Date | null, closeAt: Date, openBeforeMinutes: number): Date {
  const earliest = closeAt.getTime() - openBeforeMinutes * MINUTE;
  return new Date(Math.max(previous?.getTime() ?? earliest, earliest));
}

/**
 * The rounds closing in [from, to) with their open times. The list holds every close in the span, so each
 * round's previous close is the one before it in the list (when within the 40 days previousClose looks
 * back); only the first one's is looked up. Looking it up for every round laid out the 40 days before each
 * of them again: about a second of CPU for the seed's categories in each run of the create-rounds job.
 */
export function roundsWithOpenAt(
  schedule: LottoSchedule,
  from: Date,
  to: Date,
  openBeforeMinutes: number,
): (PlannedRound & { openAt: Date })[] {
  const planned = roundsBetween(schedule, from, to);
  return planned.map((round, i) => {
    const before = i === 0 ? previousClose(schedule, round.closeAt) : planned[i - 1]!.closeAt;
    const previous =
      before && before.getTime() >= round.closeAt.getTime() - PREVIOUS_CLOSE_LOOKBACK ? before : null;
    return { ...round, openAt: openAtAfter(previous, round.closeAt, openBeforeMinutes) };
  });
}

/** A Bangkok date in the Thai way: `16 ม.ค. 2568` (Buddhist-era year). */
export function thaiDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return thaiDayText(y, m, d);
}

/** The title members see: the category, the draw date, and the round of the day when there are several. */
export function roundTitle(categoryName: string, round: PlannedRound): string {
  const base = `${categoryName} งวด ${thaiDate(round.drawDate)}`;
  return round.perDay > 1 ? `${base} รอบที่ ${round.seq}` : base;
}
