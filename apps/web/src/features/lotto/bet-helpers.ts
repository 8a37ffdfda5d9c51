import { LOTTO_BET_TYPES, type LottoBetType } from '@ug99/contract';

/**
 * The number helpers of the bet form (docs/LOTTO.md, "Pages"). Each returns the numbers it stands for, in
 * ascending order without repeats, so a helper adds a number to the bill at most once.
 */

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const isDigit = (digit: string) => /^\d$/.test(digit);
const sorted = (numbers: Iterable<string>) => [...new Set(numbers)].sort();

/** กลับเลข: every ordering of a 2- or 3-digit number ('123' → 6 numbers, '112' → 3, '11' → 1). */
export function reversals(number: string): string[] {
  if (!/^\d{2,3}$/.test(number)) return [];
  const orderings = (rest: string): string[] =>
    rest.length <= 1
      ? [rest]
      : [...rest].flatMap((digit, i) =>
          orderings(rest.slice(0, i) + rest.slice(i + 1)).map((o) => digit + o),
        );
  return sorted(orderings(number));
}

/** 19 ประตู: every 2-digit number holding the digit in either place (19 numbers: 10 + 10 less the double). */
export function nineteenDoors(digit: string): string[] {
  if (!isDigit(digit)) return [];
  return sorted([...frontRun(digit), ...backRun(digit)]);
}

/** รูดหน้า: the 2-digit numbers with the digit in front ('5' → 50…59). */
export function frontRun(digit: string): string[] {
  return isDigit(digit) ? DIGITS.map((d) => digit + d) : [];
}

/** รูดหลัง: the 2-digit numbers with the digit at the back ('5' → 05, 15 … 95). */
export function backRun(digit: string): string[] {
  return isDigit(digit) ? DIGITS.map((d) => d + digit) : [];
}

/** Every 2-digit number, 00 … 99, the range the whole-set helpers below pick from. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

/** เลขเบิ้ล: the ten 2-digit numbers of two equal digits (00, 11 … 99). */
export function doubles(): string[] {
  return TWO_DIGITS.filter((n) => n[0] === n[1]);
}

/** เลขคู่: the 50 even 2-digit numbers (the last digit even: 00, 02 … 98). */
export function evens(): string[] {
  return TWO_DIGITS.filter((n) => Number(n) % 2 === 0);
}

/** เลขคี่: the 50 odd 2-digit numbers (01, 03 … 99). */
export function odds(): string[] {
  return TWO_DIGITS.filter((n) => Number(n) % 2 === 1);
}

/** สูง: the 2-digit numbers 50 … 99. */
export function highs(): string[] {
  return TWO_DIGITS.filter((n) => Number(n) >= 50);
}

/** ต่ำ: the 2-digit numbers 00 … 49. */
export function lows(): string[] {
  return TWO_DIGITS.filter((n) => Number(n) < 50);
}

/** 6 กลับ: the six orderings of a 3-digit number of three different digits; nothing for any other number. */
export function sixWays(number: string): string[] {
  return /^\d{3}$/.test(number) && new Set(number).size === 3 ? reversals(number) : [];
}

/** 3 กลับ: the three orderings of a 3-digit number with exactly two equal digits (112 → 112, 121, 211). */
export function threeWays(number: string): string[] {
  return /^\d{3}$/.test(number) && new Set(number).size === 2 ? reversals(number) : [];
}

/** How many digits a bet type's number has (3, 3, 3, 3, 2, 2, 1, 1). */
export function digitsOf(type: LottoBetType): number {
  return LOTTO_BET_TYPES[type].digits;
}

/**
 * 3 ตัวโต๊ด pays any ordering of the number, so a number of three equal digits is no bet at all: the
 * server refuses it, and the form leaves it out rather than build a line that can only be refused.
 */
export function fitsType(type: LottoBetType, number: string): boolean {
  if (number.length !== digitsOf(type) || !/^\d+$/.test(number)) return false;
  return !(type === '3tod' && /^(\d)\1\1$/.test(number));
}
