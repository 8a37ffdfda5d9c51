import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatThaiDate, formatThaiDateTime, todayInBangkok } from './date.ts';
import { formatTHB } from './money.ts';
import { formatNumber } from './number.ts';

// The formats written by hand (without-intl.ts) against the Intl formats they stand for, over every kind of
// input: any double (the rounding on the shortest decimal form, negative zero, exponents, what goes to
// Intl), amounts in whole satang, and any moment from year 1 to 9999 in Bangkok (the fixed UTC+7 from
// 1920 and Intl before).
const intlTHB = new Intl.NumberFormat('th-TH', {
  style: 'currency',
  currency: 'THB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intlCount = new Intl.NumberFormat('th-TH');
const zone = { timeZone: 'Asia/Bangkok' } as const;
const intlDate = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  ...zone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const intlTime = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  ...zone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const intlIsoDay = new Intl.DateTimeFormat('en-CA', {
  ...zone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const RUNS = { numRuns: 3000 };
const EDGES = [
  0,
  -0,
  0.005,
  0.015,
  1.005,
  2.675,
  999.995,
  19.999,
  -0.001,
  -0.0049,
  1e-7,
  -1e-7,
  5e-324,
  0.0005,
  1.0005,
  123456789012.345,
  999_999_999_999_999,
  1e15,
  1e21,
  -1e21,
  Number.MAX_VALUE,
  NaN,
  Infinity,
  -Infinity,
];
const numbers = fc.oneof(
  fc.double(),
  fc.double({ min: -1e6, max: 1e6 }),
  fc.integer({ min: -1e13, max: 1e13 }).map((satang) => satang / 100),
  fc.integer({ min: -1e12, max: 1e12 }).map((n) => n / 10_000),
  fc.constantFrom(...EDGES),
);

describe('numbers written without Intl', () => {
  it('formatTHB writes what Intl’s th-TH baht format writes', () => {
    for (const x of EDGES) expect(formatTHB(x), String(x)).toBe(intlTHB.format(x));
    fc.assert(
      fc.property(numbers, (x) => formatTHB(x) === intlTHB.format(x)),
      RUNS,
    );
  });

  it('formatNumber writes what Intl’s th-TH number format writes', () => {
    for (const x of EDGES) expect(formatNumber(x), String(x)).toBe(intlCount.format(x));
    fc.assert(
      fc.property(numbers, (x) => formatNumber(x) === intlCount.format(x)),
      RUNS,
    );
  });
});

describe('Bangkok dates written without Intl', () => {
  const moments = fc.oneof(
    fc.date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
    fc.date({
      min: new Date('1919-01-01T00:00:00Z'),
      max: new Date('2200-01-01T00:00:00Z'),
      noInvalidDate: true,
    }),
    fc.constantFrom(
      new Date('1920-03-31T16:59:59.999Z'),
      new Date('1920-03-31T17:00:00Z'),
      new Date('1920-03-31T17:17:56Z'),
      new Date('9999-12-31T16:59:59.999Z'),
      new Date('9999-12-31T17:00:00Z'),
      new Date('2026-12-31T17:00:00Z'),
    ),
  );

  it('formatThaiDateTime and formatThaiDate write what Intl’s Buddhist-era Bangkok formats write', () => {
    fc.assert(
      fc.property(moments, (d) => {
        expect(formatThaiDate(d)).toBe(intlDate.format(d));
        expect(formatThaiDateTime(d)).toBe(`${intlDate.format(d)} ${intlTime.format(d)}`);
      }),
      RUNS,
    );
  });

  it('todayInBangkok writes the Bangkok day as Intl’s en-CA day does', () => {
    fc.assert(
      fc.property(moments, (d) => todayInBangkok(d) === intlIsoDay.format(d)),
      RUNS,
    );
  });
});
