import { describe, expect, it } from 'vitest';
import { yeekeeResult, yeekeeSum } from './result.ts';

const pad = (n: number) => String(n).padStart(5, '0');

describe('yeekeeResult', () => {
  it('has no result under 20 shots (the round is voided)', () => {
    expect(yeekeeResult([])).toBeNull();
    expect(yeekeeResult(Array.from({ length: 19 }, () => '12345'))).toBeNull();
  });

  it('takes exactly 20 shots, subtracting shot 5 (the 16th from the last)', () => {
    // shots 01111, 02222, …, 22220: S = 1111 × (1 + … + 20) = 233310; shot 5 = 05555;
    // 233310 − 5555 = 227755 → 27755: top3 755, bottom2 27.
    const shots = Array.from({ length: 20 }, (_, i) => pad(1111 * (i + 1)));
    expect(yeekeeResult(shots)).toEqual({
      number: '27755',
      subtractedSeq: 5,
      subtractedNumber: '05555',
      top3: '755',
      bottom2: '27',
    });
  });

  it('counts the subtracted shot back from the last: with 21 shots it is seq 6', () => {
    const shots = Array.from({ length: 21 }, () => '00000');
    shots[5] = '00007'; // seq 6
    shots[20] = '00010'; // the last
    expect(yeekeeResult(shots)).toMatchObject({
      subtractedSeq: 6,
      subtractedNumber: '00007',
      number: '00010',
    });
  });

  it('wraps sums past 100,000 (only the last 5 digits count)', () => {
    // 20 × 99999 = 1999980; − 99999 = 1899981 → 99981.
    expect(yeekeeResult(Array.from({ length: 20 }, () => '99999'))).toMatchObject({
      number: '99981',
      top3: '981',
      bottom2: '99',
    });
  });

  it('keeps leading zeros in the number, top3 and bottom2', () => {
    const shots = Array.from({ length: 20 }, () => '00000');
    shots[19] = '00042';
    expect(yeekeeResult(shots)).toEqual({
      number: '00042',
      subtractedSeq: 5,
      subtractedNumber: '00000',
      top3: '042',
      bottom2: '00',
    });
    const zero = yeekeeResult(Array.from({ length: 20 }, () => '00000'));
    expect(zero).toMatchObject({ number: '00000', top3: '000', bottom2: '00' });
  });

  it('sums exactly however many shots there are', () => {
    const shots = Array.from({ length: 200_000 }, () => '99999');
    expect(yeekeeSum(shots)).toBe(19_999_800_000n);
    // (200000 − 1) × 99999 = 19999700001 → 00001
    expect(yeekeeResult(shots)?.number).toBe('00001');
  });

  it('refuses a shot that is not 5 digits rather than guess', () => {
    expect(() => yeekeeResult(['1234'])).toThrow();
    expect(() => yeekeeSum(['12a45'])).toThrow();
  });
});
