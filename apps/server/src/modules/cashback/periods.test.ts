import { describe, expect, it } from 'vitest';
import { addDays, currentPeriodKey, isMonday, mondayOf, periodKeys, periodOf, stateOf } from './periods.ts';

// Bangkok is UTC+7: Monday 2026-03-09 00:00 in Bangkok is Sunday 2026-03-08 17:00 UTC.
const at = (iso: string) => new Date(iso);

describe('loss periods: Monday to Sunday weeks in Bangkok', () => {
  it('starts a week at Monday 00:00 Bangkok, not at UTC midnight', () => {
    expect(currentPeriodKey('loss', at('2026-03-08T16:59:59.999Z'))).toBe('2026-03-02'); // Sun 23:59:59 BKK
    expect(currentPeriodKey('loss', at('2026-03-08T17:00:00.000Z'))).toBe('2026-03-09'); // Mon 00:00 BKK
    expect(currentPeriodKey('loss', at('2026-03-15T16:59:59.999Z'))).toBe('2026-03-09'); // Sun 23:59:59 BKK
  });

  it('names a week by its Monday and ends it at the next Monday 00:00 Bangkok', () => {
    const week = periodOf('loss', '2026-03-09', 7);
    expect(week).toMatchObject({ startDate: '2026-03-09', endDate: '2026-03-15' });
    expect(week.endsAt.toISOString()).toBe('2026-03-15T17:00:00.000Z');
    expect(week.claimUntil.toISOString()).toBe('2026-03-22T17:00:00.000Z');
    expect(isMonday('2026-03-09')).toBe(true);
    expect(isMonday('2026-03-10')).toBe(false);
    expect(mondayOf('2026-03-15')).toBe('2026-03-09');
    expect(mondayOf('2026-03-16')).toBe('2026-03-16');
  });

  it('crosses month and year ends', () => {
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(periodOf('loss', '2026-12-28', 7).endDate).toBe('2027-01-03');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('turnover periods: Bangkok days', () => {
  it('starts a day at 00:00 Bangkok', () => {
    expect(currentPeriodKey('turnover', at('2026-03-10T16:59:59.999Z'))).toBe('2026-03-10');
    expect(currentPeriodKey('turnover', at('2026-03-10T17:00:00.000Z'))).toBe('2026-03-11');
    const day = periodOf('turnover', '2026-03-10', 7);
    expect(day).toMatchObject({ startDate: '2026-03-10', endDate: '2026-03-10' });
    expect(day.endsAt.toISOString()).toBe('2026-03-10T17:00:00.000Z');
    expect(day.claimUntil.toISOString()).toBe('2026-03-17T17:00:00.000Z');
  });
});

describe('states and the 7-day claim window', () => {
  const week = periodOf('loss', '2026-03-09', 7);
  const justBefore = (d: Date) => new Date(d.getTime() - 1);

  it('is open until the period ends, whatever it would pay', () => {
    expect(stateOf(week, justBefore(week.endsAt), false, 50_00n)).toBe('open');
    expect(stateOf(week, justBefore(week.endsAt), false, 0n)).toBe('open');
  });

  it('is claimable from the end for exactly 7 days, then expired', () => {
    expect(stateOf(week, week.endsAt, false, 50_00n)).toBe('claimable');
    expect(stateOf(week, justBefore(week.claimUntil), false, 50_00n)).toBe('claimable');
    expect(stateOf(week, week.claimUntil, false, 50_00n)).toBe('expired');
  });

  it('is none when the ended period pays nothing, and claimed once claimed, even after the window', () => {
    expect(stateOf(week, week.endsAt, false, 0n)).toBe('none');
    expect(stateOf(week, week.claimUntil, true, 50_00n)).toBe('claimed');
  });

  it('follows the configured window', () => {
    const short = periodOf('turnover', '2026-03-10', 2);
    expect(stateOf(short, at('2026-03-12T16:59:59.999Z'), false, 1n)).toBe('claimable');
    expect(stateOf(short, at('2026-03-12T17:00:00.000Z'), false, 1n)).toBe('expired');
  });
});

describe('history periods', () => {
  const now = at('2026-03-11T03:00:00Z'); // Wednesday 10:00 Bangkok

  it('lists weeks overlapping the range, newest first, never after the current one', () => {
    expect(periodKeys('loss', '2026-02-25', '2026-04-30', now)).toEqual([
      '2026-03-09',
      '2026-03-02',
      '2026-02-23',
    ]);
  });

  it('lists days newest first up to today', () => {
    expect(periodKeys('turnover', '2026-03-08', '2026-03-20', now)).toEqual([
      '2026-03-11',
      '2026-03-10',
      '2026-03-09',
      '2026-03-08',
    ]);
    expect(periodKeys('turnover', '2026-03-12', '2026-03-20', now)).toEqual([]);
  });
});
