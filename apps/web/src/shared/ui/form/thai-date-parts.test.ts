import { birthDate } from '@ug99/contract';
import { describe, expect, it } from 'vitest';
import { birthYears, daysInMonth, dropMissingDay, fromFormValue, toFormValue } from './thai-date-parts.ts';

describe('birth date parts', () => {
  it('turns day, Thai month and Buddhist-era year into the Gregorian ISO date the API keeps', () => {
    expect(toFormValue({ day: '5', month: '1', year: '2533' })).toBe('1990-01-05');
    expect(toFormValue({ day: '29', month: '2', year: '2547' })).toBe('2004-02-29');
    expect(fromFormValue('1990-01-05')).toEqual({ day: '5', month: '1', year: '2533' });
  });

  it('keeps nothing as empty and a half-chosen date as something the schema calls incomplete', () => {
    expect(toFormValue({ day: '', month: '', year: '' })).toBe('');
    const half = toFormValue({ day: '15', month: '', year: '2533' });
    expect(fromFormValue(half)).toEqual({ day: '15', month: '', year: '2533' });
    const result = birthDate.safeParse(half);
    expect(result.success ? null : result.error.issues.map((i) => i.message)).toEqual([
      'กรุณาเลือกวัน เดือน และปีเกิดให้ครบ',
    ]);
  });

  it('offers the Buddhist-era years from this year back to 2443, newest first', () => {
    const years = birthYears('2026-11-24');
    expect(years[0]).toBe(2569);
    expect(years.at(-1)).toBe(2443);
    expect(years).toHaveLength(127);
  });

  it('counts the days of a month by the Gregorian year under the Buddhist-era one', () => {
    expect(daysInMonth('', '')).toBe(31);
    expect(daysInMonth('1', '2533')).toBe(31);
    expect(daysInMonth('4', '2533')).toBe(30);
    expect(daysInMonth('11', '')).toBe(30);
    expect(daysInMonth('2', '')).toBe(29);
    expect(daysInMonth('2', '2547')).toBe(29); // 2004
    expect(daysInMonth('2', '2533')).toBe(28); // 1990
    expect(daysInMonth('2', '2543')).toBe(29); // 2000: divisible by 400
    expect(daysInMonth('2', '2443')).toBe(28); // 1900: a century not divisible by 400
  });

  it('clears a day the chosen month and year do not have, and keeps one they do', () => {
    expect(dropMissingDay({ day: '31', month: '2', year: '' })).toEqual({
      parts: { day: '', month: '2', year: '' },
      dropped: '31',
    });
    expect(dropMissingDay({ day: '29', month: '2', year: '2533' }).parts.day).toBe('');
    const kept = { day: '29', month: '2', year: '2547' };
    expect(dropMissingDay(kept)).toEqual({ parts: kept, dropped: '' });
    expect(dropMissingDay({ day: '31', month: '', year: '2533' }).dropped).toBe('');
  });
});
