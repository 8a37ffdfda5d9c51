/**
 * The birth date as the register form picks it: a day, a Thai month and a Buddhist-era year
 * (docs/ACCOUNTS.md#birth-date). The API keeps its Gregorian `YYYY-MM-DD`; these turn one into the other.
 */
export interface BirthDateParts {
  /** '1'…'31', or '' while not chosen. */
  day: string;
  /** '1'…'12', or ''. */
  month: string;
  /** Buddhist-era year ('2533'), or ''. */
  year: string;
}

export const NO_PARTS: BirthDateParts = { day: '', month: '', year: '' };

/** The Buddhist era counts 543 years ahead of the Gregorian calendar. */
const BE_OFFSET = 543;

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
export function toFormValue({ day, month, year }: BirthDateParts): string {
  if (!day && !month && !year) return '';
  const gregorian = year ? String(Number(year) - BE_OFFSET) : '';
  return `${gregorian}-${month && pad(month)}-${day && pad(day)}`;
}

/** The parts of a form value (a full or a half-chosen date); nothing for anything else. */
export function fromFormValue(value: string): BirthDateParts {
  const match = /^(\d{4})?-(\d{2})?-(\d{2})?$/.exec(value);
  if (!match) return NO_PARTS;
  const [, gregorian, month, day] = match;
  return {
    day: day ? String(Number(day)) : '',
    month: month ? String(Number(month)) : '',
    year: gregorian ? String(Number(gregorian) + BE_OFFSET) : '',
  };
}

/** Buddhist-era years from this one back to 2443 (1900, the contract's earliest birth year), newest first. */
export function birthYears(todayIso: string): number[] {
  const thisYear = Number(todayIso.slice(0, 4)) + BE_OFFSET;
  return Array.from({ length: thisYear - (1900 + BE_OFFSET) + 1 }, (_, i) => thisYear - i);
}
