import { describe, expect, it } from 'vitest';
import { buddhistYearOf, formatThaiDate, formatThaiDateTime, todayInBangkok } from './date.ts';

describe('Thai dates', () => {
  it('uses the Buddhist era and short Thai month names', () => {
    expect(formatThaiDate('2026-11-21T03:00:00Z')).toBe('21 พ.ย. 2569');
    expect(formatThaiDate(new Date('2025-01-05T12:00:00Z'))).toBe('5 ม.ค. 2568');
  });

  it('counts the day in Bangkok time, not in UTC or the machine zone', () => {
    // 18:30 UTC on 20 Nov is 01:30 on 21 Nov in Bangkok (UTC+7).
    expect(formatThaiDate('2026-11-20T18:30:00Z')).toBe('21 พ.ย. 2569');
    expect(formatThaiDate('2026-11-20T16:59:00Z')).toBe('20 พ.ย. 2569');
  });

  it('adds 24-hour Bangkok time to date-times', () => {
    expect(formatThaiDateTime('2026-11-21T07:05:00Z')).toBe('21 พ.ย. 2569 14:05');
    expect(formatThaiDateTime(Date.UTC(2026, 11, 31, 17, 0))).toBe('1 ม.ค. 2570 00:00');
  });

  it('refuses something that is not a date instead of printing "Invalid Date"', () => {
    expect(() => formatThaiDate('not a date')).toThrow(RangeError);
  });
});

describe('ISO days for date inputs', () => {
  it('gives today as the Bangkok calendar day', () => {
    expect(todayInBangkok(new Date('2026-11-20T18:30:00Z'))).toBe('2026-11-21');
    expect(todayInBangkok(new Date('2026-11-20T16:59:00Z'))).toBe('2026-11-20');
  });

  it('turns a Gregorian year into the Buddhist era the member reads', () => {
    expect(buddhistYearOf('1990-05-15')).toBe(2533);
    expect(buddhistYearOf('')).toBeNull();
    expect(buddhistYearOf('15/05/1990')).toBeNull();
  });
});
