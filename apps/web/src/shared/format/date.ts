/**
 * Dates read as members expect: Buddhist era, Thai month names, Bangkok time
 * (docs/rules/principles.md#bangkok-time).
 */
import { thaiDayText } from '@ug99/contract';
import { lazyFormat } from './without-intl.ts';

const TIME_ZONE = 'Asia/Bangkok';

/** An Intl formatter of Bangkok time, made on first use (the dates the hand-written formats leave to it). */
const bangkokIntl = (locale: string, options: Intl.DateTimeFormatOptions) =>
  lazyFormat(() => new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options }));
const intlDate = bangkokIntl('th-TH-u-ca-buddhist', { day: 'numeric', month: 'short', year: 'numeric' });
const intlTime = bangkokIntl('th-TH-u-ca-buddhist', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const intlIsoDay = bangkokIntl('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Bangkok has kept UTC+7 since 1 April 1920 (before, its mean time, +6:42:04): from the day after to the
 * year 9999 the day and the time are read by adding 7 hours, without starting Intl (without-intl.ts); other
 * dates go to Intl.
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const FIXED_OFFSET_FROM = Date.UTC(1920, 3, 2) - BANGKOK_OFFSET_MS;
const FIXED_OFFSET_TO = Date.UTC(10_000, 0, 1) - BANGKOK_OFFSET_MS;

/** The date's Bangkok wall clock read from a Date's UTC fields, or null outside the fixed offset. */
function bangkokClock(date: Date): Date | null {
  const t = date.getTime();
  return t >= FIXED_OFFSET_FROM && t < FIXED_OFFSET_TO ? new Date(t + BANGKOK_OFFSET_MS) : null;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(value)}`);
  return date;
}

function thaiDate(date: Date): string {
  const clock = bangkokClock(date);
  if (!clock) return intlDate().format(date);
  return thaiDayText(clock.getUTCFullYear(), clock.getUTCMonth() + 1, clock.getUTCDate());
}

function thaiTime(date: Date): string {
  const clock = bangkokClock(date);
  if (!clock) return intlTime().format(date);
  return `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;
}

/** '2026-11-21T03:00:00Z' → '21 พ.ย. 2569'. */
export function formatThaiDate(value: DateInput): string {
  return thaiDate(toDate(value));
}

/** '2026-11-21T07:05:00Z' → '21 พ.ย. 2569 14:05' (24-hour Bangkok time). */
export function formatThaiDateTime(value: DateInput): string {
  const date = toDate(value);
  return `${thaiDate(date)} ${thaiTime(date)}`;
}

/** Today in Bangkok as `YYYY-MM-DD` (Gregorian), the form date inputs and the API use. */
export function todayInBangkok(now: Date = new Date()): string {
  const clock = bangkokClock(now);
  if (!clock) return intlIsoDay().format(now);
  return `${clock.getUTCFullYear()}-${twoDigits(clock.getUTCMonth() + 1)}-${twoDigits(clock.getUTCDate())}`;
}

/** The Buddhist-era year of an ISO date ('1990-05-15' → 2533), or null when it is not one. */
export function buddhistYearOf(isoDate: string): number | null {
  const match = /^(\d{4})-\d{2}-\d{2}$/.exec(isoDate);
  return match ? Number(match[1]) + 543 : null;
}
