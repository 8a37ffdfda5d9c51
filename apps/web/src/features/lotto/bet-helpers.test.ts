import { describe, expect, it } from 'vitest';
import {
  backRun,
  doubles,
  evens,
  fitsType,
  frontRun,
  highs,
  lows,
  nineteenDoors,
  odds,
  reversals,
  sixWays,
  threeWays,
} from './bet-helpers.ts';

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) =>
    String(from + i * step).padStart(2, '0'),
  );

describe('lotto number helpers', () => {
  it('เลขเบิ้ล gives the ten doubles', () => {
    expect(doubles()).toEqual(['00', '11', '22', '33', '44', '55', '66', '77', '88', '99']);
  });

  it('เลขคู่ and เลขคี่ give the 50 even and the 50 odd 2-digit numbers', () => {
    expect(evens()).toEqual(range(0, 98, 2));
    expect(evens().slice(0, 4)).toEqual(['00', '02', '04', '06']);
    expect(odds()).toEqual(range(1, 99, 2));
    expect(odds().slice(-3)).toEqual(['95', '97', '99']);
    expect(evens()).toHaveLength(50);
    expect(odds()).toHaveLength(50);
  });

  it('สูง gives 50–99 and ต่ำ 00–49', () => {
    expect(highs()).toEqual(range(50, 99));
    expect(highs()[0]).toBe('50');
    expect(lows()).toEqual(range(0, 49));
    expect(lows().slice(0, 2)).toEqual(['00', '01']);
    expect(lows()).toHaveLength(50);
  });

  it('6 กลับ gives the six orderings of three different digits, and nothing otherwise', () => {
    expect(sixWays('123')).toEqual(['123', '132', '213', '231', '312', '321']);
    expect(sixWays('907')).toEqual(['079', '097', '709', '790', '907', '970']);
    expect(sixWays('112')).toEqual([]);
    expect(sixWays('777')).toEqual([]);
    expect(sixWays('12')).toEqual([]);
  });

  it('3 กลับ gives the three orderings of a number with two equal digits, and nothing otherwise', () => {
    expect(threeWays('112')).toEqual(['112', '121', '211']);
    expect(threeWays('500')).toEqual(['005', '050', '500']);
    expect(threeWays('123')).toEqual([]);
    expect(threeWays('777')).toEqual([]);
    expect(threeWays('1a1')).toEqual([]);
  });

  it('กลับเลข gives every ordering of a 3-digit number once', () => {
    expect(reversals('123')).toEqual(['123', '132', '213', '231', '312', '321']);
    expect(reversals('112')).toEqual(['112', '121', '211']);
    expect(reversals('777')).toEqual(['777']);
  });

  it('กลับเลข gives both orderings of a 2-digit number and nothing for anything else', () => {
    expect(reversals('58')).toEqual(['58', '85']);
    expect(reversals('55')).toEqual(['55']);
    expect(reversals('5')).toEqual([]);
    expect(reversals('12a')).toEqual([]);
  });

  it('19 ประตู gives the 19 two-digit numbers holding the digit', () => {
    const doors = nineteenDoors('5');
    expect(doors).toHaveLength(19);
    expect(doors.every((n) => n.includes('5'))).toBe(true);
    expect(doors).toContain('55');
    expect(doors).toContain('05');
    expect(doors).toContain('50');
    expect(nineteenDoors('x')).toEqual([]);
  });

  it('รูดหน้า puts the digit in front and รูดหลัง at the back', () => {
    expect(frontRun('3')).toEqual(['30', '31', '32', '33', '34', '35', '36', '37', '38', '39']);
    expect(backRun('3')).toEqual(['03', '13', '23', '33', '43', '53', '63', '73', '83', '93']);
  });

  it('a number fits a type only with exactly its digits, and 3 ตัวโต๊ด refuses three equal digits', () => {
    expect(fitsType('3top', '123')).toBe(true);
    expect(fitsType('3top', '12')).toBe(false);
    expect(fitsType('2bottom', '07')).toBe(true);
    expect(fitsType('run_top', '7')).toBe(true);
    expect(fitsType('3tod', '111')).toBe(false);
    expect(fitsType('3top', '111')).toBe(true);
  });
});
