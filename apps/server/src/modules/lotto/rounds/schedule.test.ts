import { describe, expect, it } from 'vitest';
import { SEED_LOTTO_CATEGORIES } from './catalogue.ts';
import {
  governmentDrawDate,
  previousClose,
  roundTitle,
  roundsBetween,
  roundsOnDate,
  roundsWithOpenAt,
} from './schedule.ts';

const schedule = (code: string) => {
  const found = SEED_LOTTO_CATEGORIES.find((c) => c.code === code);
  if (!found) throw new Error(code);
  return found.schedule;
};
/** A Bangkok wall-clock time as the instant it is (UTC+7, no daylight saving). */
const bkk = (local: string) => new Date(`${local}+07:00`);
const closes = (code: string, from: string, to: string) =>
  roundsBetween(schedule(code), bkk(from), bkk(to)).map((r) => r.closeAt.toISOString());

describe('lotto schedules (Bangkok time)', () => {
  it('draws the government lottery on the 1st and 16th at 15:20 Bangkok', () => {
    expect(closes('thai_gov', '2025-03-01T00:00:00', '2025-04-01T00:00:00')).toEqual([
      bkk('2025-03-01T15:20:00').toISOString(),
      bkk('2025-03-16T15:20:00').toISOString(),
    ]);
  });

  it('moves the government draws of 1 January to 30 December, 16 January to 17 January and 1 May to 2 May', () => {
    expect(governmentDrawDate(2025, 1, 1)).toBe('2024-12-30');
    expect(governmentDrawDate(2025, 1, 16)).toBe('2025-01-17');
    expect(governmentDrawDate(2025, 5, 1)).toBe('2025-05-02');
    const dates = roundsBetween(
      schedule('thai_gov'),
      bkk('2024-12-01T00:00:00'),
      bkk('2025-05-20T00:00:00'),
    ).map((r) => r.drawDate);
    expect(dates).toEqual([
      '2024-12-01',
      '2024-12-16',
      '2024-12-30',
      '2025-01-17',
      '2025-02-01',
      '2025-02-16',
      '2025-03-01',
      '2025-03-16',
      '2025-04-01',
      '2025-04-16',
      '2025-05-02',
      '2025-05-16',
    ]);
  });

  it('draws Lao on Monday, Wednesday and Friday at 20:00 and Malaysia on Wednesday, Saturday and Sunday at 18:00', () => {
    // 2025-03-03 is a Monday.
    expect(
      roundsBetween(schedule('lao'), bkk('2025-03-03T00:00:00'), bkk('2025-03-10T00:00:00')).map(
        (r) => r.drawDate,
      ),
    ).toEqual(['2025-03-03', '2025-03-05', '2025-03-07']);
    expect(closes('lao', '2025-03-03T00:00:00', '2025-03-04T00:00:00')).toEqual([
      bkk('2025-03-03T20:00:00').toISOString(),
    ]);
    expect(
      roundsBetween(schedule('malaysia'), bkk('2025-03-03T00:00:00'), bkk('2025-03-10T00:00:00')).map(
        (r) => r.drawDate,
      ),
    ).toEqual(['2025-03-05', '2025-03-08', '2025-03-09']);
  });

  it('draws Hanoi every day at 18:00 and the stock lotteries on weekdays only', () => {
    expect(
      roundsBetween(schedule('hanoi'), bkk('2025-03-03T00:00:00'), bkk('2025-03-10T00:00:00')),
    ).toHaveLength(7);
    for (const code of ['thai_stock_am', 'thai_stock_pm']) {
      const week = roundsBetween(schedule(code), bkk('2025-03-03T00:00:00'), bkk('2025-03-10T00:00:00'));
      expect(week).toHaveLength(10); // two rounds a weekday, none on Saturday or Sunday
      expect(new Set(week.map((r) => r.drawDate)).size).toBe(5);
    }
    expect(closes('thai_stock_am', '2025-03-03T00:00:00', '2025-03-04T00:00:00')).toEqual([
      bkk('2025-03-03T09:55:00').toISOString(),
      bkk('2025-03-03T12:25:00').toISOString(),
    ]);
    expect(roundsBetween(schedule('nikkei'), bkk('2025-03-08T00:00:00'), bkk('2025-03-10T00:00:00'))).toEqual(
      [],
    );
    expect(closes('dowjones', '2025-03-07T00:00:00', '2025-03-08T00:00:00')).toEqual([
      bkk('2025-03-07T23:30:00').toISOString(),
    ]);
  });

  it('gives yeekee 88 rounds a day, one every 15 minutes, the first closing 06:15 and the last 04:00 the next day', () => {
    const day = roundsOnDate(schedule('yeekee'), '2025-03-03');
    expect(day).toHaveLength(88);
    expect(day[0]?.closeAt).toEqual(bkk('2025-03-03T06:15:00'));
    expect(day[1]?.closeAt).toEqual(bkk('2025-03-03T06:30:00'));
    expect(day[87]?.closeAt).toEqual(bkk('2025-03-04T04:00:00'));
    expect(day.every((r) => r.drawDate === '2025-03-03')).toBe(true);
    expect(roundTitle('หวยยี่กี', day[87]!)).toBe('หวยยี่กี งวด 3 มี.ค. 2568 รอบที่ 88');
    // Rounds closing just after midnight belong to the previous draw date and are not lost.
    const night = roundsBetween(schedule('yeekee'), bkk('2025-03-04T00:00:00'), bkk('2025-03-04T06:15:00'));
    expect(night).toHaveLength(17);
    expect(night.every((r) => r.drawDate === '2025-03-03')).toBe(true);
  });

  it('is the same wall-clock time all year: Bangkok has no daylight saving', () => {
    for (const date of ['2025-01-15', '2025-03-30', '2025-07-01', '2025-10-26', '2025-11-05']) {
      const [round] = roundsOnDate(schedule('hanoi'), date);
      expect(round?.closeAt.toISOString()).toBe(`${date}T11:00:00.000Z`);
    }
  });

  /** The open time of the round closing at `closeAt`, laid out alone. */
  const openAtFor = (category: (typeof SEED_LOTTO_CATEGORIES)[number], closeAt: Date) => {
    const [round] = roundsWithOpenAt(
      category.schedule,
      closeAt,
      new Date(closeAt.getTime() + 1),
      category.openBeforeMinutes,
    );
    return round?.openAt;
  };

  it('opens a round when the previous round of its category closes, within the category window', () => {
    const hanoi = SEED_LOTTO_CATEGORIES.find((c) => c.code === 'hanoi')!;
    expect(openAtFor(hanoi, bkk('2025-03-05T18:00:00'))).toEqual(bkk('2025-03-04T18:00:00'));
    const yeekee = SEED_LOTTO_CATEGORIES.find((c) => c.code === 'yeekee')!;
    // The day's first yeekee round: the previous one closed at 04:00, but the window is 15 minutes.
    expect(openAtFor(yeekee, bkk('2025-03-05T06:15:00'))).toEqual(bkk('2025-03-05T06:00:00'));
    const gov = SEED_LOTTO_CATEGORIES.find((c) => c.code === 'thai_gov')!;
    expect(openAtFor(gov, bkk('2025-01-17T15:20:00'))).toEqual(bkk('2024-12-30T15:20:00'));
  });

  it('gives each round of a long span the open time of its own previous close, as looked up round by round', () => {
    const from = bkk('2025-12-20T00:00:00');
    const to = bkk('2026-02-10T00:00:00');
    for (const category of SEED_LOTTO_CATEGORIES) {
      const rounds = roundsWithOpenAt(category.schedule, from, to, category.openBeforeMinutes);
      expect(rounds.length, category.code).toBeGreaterThan(0);
      // Looked up one by one, each round lays out the 40 days before it: the first 100 rounds (a whole day of
      // yeekee and the next day's first) and 40 spread over the rest are enough.
      const stride = Math.ceil(rounds.length / 40);
      for (const round of rounds.filter((_, i) => i < 100 || i % stride === 0)) {
        const earliest = round.closeAt.getTime() - category.openBeforeMinutes * 60_000;
        const previous = previousClose(category.schedule, round.closeAt)?.getTime() ?? earliest;
        expect(round.openAt, `${category.code} ${round.closeAt.toISOString()}`).toEqual(
          new Date(Math.max(previous, earliest)),
        );
      }
    }
  });
});
