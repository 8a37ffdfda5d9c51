/** Thai short month names, as Intl's th-TH format writes them. */
const THAI_SHORT_MONTHS = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
] as const;

/**
 * A calendar day the Thai way, as members read it on both sides (round titles, dates on pages):
 * 2026, 11, 21 → '21 พ.ย. 2569' (the month from 1, the Buddhist-era year).
 */
export function thaiDayText(year: number, month: number, day: number): string {
  return `${day} ${THAI_SHORT_MONTHS[month - 1]} ${year + 543}`;
}
