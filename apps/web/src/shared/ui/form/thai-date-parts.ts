/**
 * A date as Thai members say it: a day, a Thai month and a Buddhist-era year (docs/ACCOUNTS.md#birth-date,
 * docs/rules/member-site.md#dates). The API keeps its Gregorian `YYYY-MM-DD`; these turn one into the
 * other. The birth date (auth's BirthDatePicker) and every date filter (ThaiDateField) use them.
 */
export interface ThaiDateParts {
  /** '1'…'31', or '' while not chosen. */
  day: string;
  /** '1'…'12', or ''. */
  month: string;
  /** Buddhist-era year ('2533'), or ''. */
  year: string;
}

export const NO_PARTS: ThaiDateParts = { day: '', month: '', year: '' };

/** The Buddhist era counts 543 years ahead of the Gregorian calendar. */
export const BE_OFFSET = 543;

export const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const;

const pad = (n: string) => n.padStart(2, '0');

/**
 * What the form holds: '' when nothing is chosen, the ISO date when all three are, and otherwise the
 * chosen parts in a shape that is not a date, which the contract's schema calls incomplete.
 */
export function toFormValue({ day, month, year }: ThaiDateParts): string {
  if (!day && !month && !year) return '';
  const gregorian = year ? String(Number(year) - BE_OFFSET) : '';
  return `${gregorian}-${month && pad(month)}-${day && pad(day)}`;
}

/** The parts of a form value (a full or a half-chosen date); nothing for anything else. */
export function fromFormValue(value: string): ThaiDateParts {
  const match = /^(\d{4})?-(\d{2})?-(\d{2})?$/.exec(value);
  if (!match) return NO_PARTS;
  const [, gregorian, month, day] = match;
  return {
    day: day ? String(Number(day)) : '',
    month: month ? String(Number(month)) : '',
    year: gregorian ? String(Number(gregorian) + BE_OFFSET) : '',
  };
}

/**
 * How many days the chosen month has: 31 while no month is chosen, and 29 for February while no year is
 * chosen (it may be a leap year). Leap years are Gregorian (BE - 543): every fourth year, except centuries
 * not divisible by 400, so 2443 (1900) has no 29 February and 2543 (2000) has one.
 */
export function daysInMonth(month: string, year: string): number {
  if (!month) return 31;
  const m = Number(month);
  if (m === 2) {
    if (!year) return 29;
    const g = Number(year) - BE_OFFSET;
    const leap = (g % 4 === 0 && g % 100 !== 0) || g % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}

/**
 * The parts after a change of month or year, with the day dropped if that month no longer has it, and the
 * dropped day. Cleared rather than clamped: a birth date must match the member's ID and bank records, and
 * turning 31 into 28 would quietly record a day the member never chose; an empty day makes them choose.
 */
export function dropMissingDay(parts: ThaiDateParts): { parts: ThaiDateParts; dropped: string } {
  if (!parts.day || Number(parts.day) <= daysInMonth(parts.month, parts.year)) return { parts, dropped: '' };
  return { parts: { ...parts, day: '' }, dropped: parts.day };
}

/** Buddhist-era years from the ISO date `latest`'s back to `earliest` (a Gregorian year), newest first. */
export function yearsDown(latestIso: string, earliestGregorian: number): number[] {
  const latest = Number(latestIso.slice(0, 4)) + BE_OFFSET;
  return Array.from(
    { length: Math.max(0, latest - (earliestGregorian + BE_OFFSET) + 1) },
    (_, i) => latest - i,
  );
}

/** Buddhist-era years from this one back to 2443 (1900, the contract's earliest birth year), newest first. */
export function birthYears(todayIso: string): number[] {
  return yearsDown(todayIso, 1900);
}
