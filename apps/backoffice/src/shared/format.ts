import { THAI_BANKS } from '@ug99/contract';
/**
 * Amounts and dates as operators read them: baht with 2 decimals in th-TH (`฿1,234.50`), dates in
 * Bangkok time with the Buddhist era, 24-hour clock (docs/rules/principles.md#bangkok-time).
 */
const thb = new Intl.NumberFormat('th-TH', {
  style: 'currency',
  currency: 'THB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatBaht(baht: number): string {
  return thb.format(baht);
}

/** A bank by its Thai name (the contract's list), never its code; an unknown code is shown as it is. */
export function bankName(code: string): string {
  return THAI_BANKS.find((bank) => bank.code === code)?.name ?? code;
}

const count = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 });

export function formatCount(value: number): string {
  return count.format(value);
}

const TIME_ZONE = 'Asia/Bangkok';

const dateTime = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const dateOnly = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const dayMonth = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
});

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** '2026-11-21T07:05:00Z' → '21 พ.ย. 2569 14:05'. */
export function formatDateTime(value: Date | string | number): string {
  return dateTime.format(toDate(value));
}

/** A Bangkok calendar day given as `YYYY-MM-DD` → '21 พ.ย. 2569'. */
export function formatDay(isoDay: string): string {
  return dateOnly.format(new Date(`${isoDay}T12:00:00+07:00`));
}

/** A Bangkok calendar day given as `YYYY-MM-DD` → '21 พ.ย.' (chart axes). */
export function formatDayShort(isoDay: string): string {
  return dayMonth.format(new Date(`${isoDay}T12:00:00+07:00`));
}
