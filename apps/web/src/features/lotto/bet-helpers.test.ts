import { describe, expect, it } from 'vitest';
import { backRun, fitsType, frontRun, nineteenDoors, reversals } from './bet-helpers.ts';

describe('lotto number helpers', () => {
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
