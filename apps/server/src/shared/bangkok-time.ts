/**
 * Days, weeks and months are Asia/Bangkok's (docs/rules/principles.md#bangkok-time), stored and compared as
 * UTC instants. Thailand keeps UTC+7 all year (no daylight saving), so a fixed offset is exact.
 */
const OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Bangkok calendar date of an instant, as `YYYY-MM-DD`. */
export function bangkokDate(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Bangkok calendar date (`YYYY-MM-DD`) begins. */
export function startOfBangkokDate(isoDate: string): Date {
  return new Date(Date.parse(`${isoDate}T00:00:00.000Z`) - OFFSET_MS);
}

export function startOfBangkokDay(at: Date): Date {
  return startOfBangkokDate(bangkokDate(at));
}

/** Weeks start on Monday, as Thai calendars and banks count them. */
export function startOfBangkokWeek(at: Date): Date {
  const day = startOfBangkokDay(at);
  const weekday = new Date(day.getTime() + OFFSET_MS).getUTCDay(); // 0 Sunday … 6 Saturday
  const sinceMonday = (weekday + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

export function startOfBangkokMonth(at: Date): Date {
  return startOfBangkokDate(`${bangkokDate(at).slice(0, 7)}-01`);
}

/** Adds calendar months in Bangkok, keeping the time of day; the 31st becomes the month's last day. */
export function addBangkokMonths(at: Date, months: number): Date {
  const local = new Date(at.getTime() + OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  local.setUTCFullYear(year, month, Math.min(local.getUTCDate(), lastDay));
  return new Date(local.getTime() - OFFSET_MS);
}

export const DAY = DAY_MS;
