/**
 * Dates read as members expect: Buddhist era, Thai month names, Bangkok time
 * (docs/rules/principles.md#bangkok-time).
 */
const TIME_ZONE = 'Asia/Bangkok';

const dateFormat = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const timeFormat = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(value)}`);
  return date;
}

/** '2026-11-21T03:00:00Z' → '21 พ.ย. 2569'. */
export function formatThaiDate(value: DateInput): string {
  return dateFormat.format(toDate(value));
}

/** '2026-11-21T07:05:00Z' → '21 พ.ย. 2569 14:05' (24-hour Bangkok time). */
export function formatThaiDateTime(value: DateInput): string {
  const date = toDate(value);
  return `${dateFormat.format(date)} ${timeFormat.format(date)}`;
}

const isoDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Bangkok as `YYYY-MM-DD` (Gregorian), the form date inputs and the API use. */
export function todayInBangkok(now: Date = new Date()): string {
  return isoDayFormat.format(now);
}

/** The Buddhist-era year of an ISO date ('1990-05-15' → 2533), or null when it is not one. */
export function buddhistYearOf(isoDate: string): number | null {
  const match = /^(\d{4})-\d{2}-\d{2}$/.exec(isoDate);
  return match ? Number(match[1]) + 543 : null;
}
