import { describe, expect, it } from 'vitest';
import { GOVERNMENT_DRAW } from '#testing/lotto-draws.ts';
import { lineWins, parseResult, permutations, sameResult, winSatang, winningPairs } from './matching.ts';

const gov = parseResult(true, GOVERNMENT_DRAW);
if (!gov.ok) throw new Error(gov.message);
const draw = gov.result;
// A daily (Hanoi-style) draw: 3 top, 2 bottom.
const daily = { top3: '575', bottom2: '28' };

describe('lotto matching', () => {
  it('derives a government top 3 from the last 3 digits of the first prize and bottom 2 from the lower prize', () => {
    expect(draw).toEqual({ ...GOVERNMENT_DRAW, top3: '972', bottom2: '33' });
  });

  it('3top wins only on the exact top 3', () => {
    expect(lineWins('3top', '972', draw)).toBe(true);
    expect(lineWins('3top', '279', draw)).toBe(false);
    expect(lineWins('3top', '878', draw)).toBe(false);
  });

  it('3tod wins on every ordering of the top 3 and nothing else', () => {
    for (const n of ['972', '927', '792', '729', '297', '279']) expect(lineWins('3tod', n, draw)).toBe(true);
    expect(lineWins('3tod', '977', draw)).toBe(false);
    expect(lineWins('3tod', '973', draw)).toBe(false);
  });

  it('3tod with a repeated digit wins on its 3 distinct orderings, each pair counted once', () => {
    expect(permutations('575').sort()).toEqual(['557', '575', '755']);
    expect(winningPairs(daily).types.filter((t) => t === '3tod')).toHaveLength(3);
    expect(lineWins('3tod', '755', daily)).toBe(true);
  });

  it('a top 3 of three equal digits pays no 3tod line', () => {
    expect(lineWins('3tod', '444', { top3: '444', bottom2: '12' })).toBe(false);
  });

  it('3front and 3back win on either prize of their pair, and only in a government draw', () => {
    expect(lineWins('3front', '046', draw)).toBe(true);
    expect(lineWins('3front', '781', draw)).toBe(true);
    expect(lineWins('3front', '009', draw)).toBe(false);
    expect(lineWins('3back', '009', draw)).toBe(true);
    expect(lineWins('3back', '677', draw)).toBe(true);
    expect(lineWins('3back', '046', draw)).toBe(false);
    expect(lineWins('3front', '575', daily)).toBe(false);
  });

  it('2top is the last 2 digits of the top 3; 2bottom is the lower prize', () => {
    expect(lineWins('2top', '72', draw)).toBe(true);
    expect(lineWins('2top', '97', draw)).toBe(false);
    expect(lineWins('2bottom', '33', draw)).toBe(true);
    expect(lineWins('2bottom', '72', draw)).toBe(false);
    expect(lineWins('2top', '75', daily)).toBe(true);
    expect(lineWins('2bottom', '28', daily)).toBe(true);
  });

  it('run_top wins on a digit of the top 3 and run_bottom on a digit of the bottom 2, once however often it appears', () => {
    for (const d of ['9', '7', '2']) expect(lineWins('run_top', d, draw)).toBe(true);
    expect(lineWins('run_top', '8', draw)).toBe(false);
    expect(lineWins('run_bottom', '3', draw)).toBe(true);
    expect(lineWins('run_bottom', '4', draw)).toBe(false);
    // '575' holds 5 twice: one winning pair, so the line is paid once.
    expect(
      winningPairs(daily).numbers.filter((n, i) => n === '5' && winningPairs(daily).types[i] === 'run_top'),
    ).toHaveLength(1);
  });

  it('pays amount × rate snapshot exactly in satang, dropping only a fraction of a satang', () => {
    expect(winSatang(10_000n, 90_000)).toBe(9_000_000n); // 100 ฿ × 900 = 90,000 ฿
    expect(winSatang(100n, 320)).toBe(320n); // 1 ฿ × 3.20
    expect(winSatang(150n, 420)).toBe(630n); // 1.50 ฿ × 4.20 = 6.30 ฿
    expect(winSatang(101n, 325)).toBe(328n); // 1.01 ฿ × 3.25 = 3.2825 ฿ → 3.28 ฿
    expect(winSatang(200_000_000n, 90_000)).toBe(180_000_000_000n); // large amounts stay exact
  });

  it('a government result needs the 6-digit first prize, two front-3, two back-3 and the 2-digit lower prize', () => {
    const ok = { first: '878972', front3: ['046', '781'], back3: ['009', '677'], two: '33' };
    expect(parseResult(true, ok).ok).toBe(true);
    expect(parseResult(true, { ...ok, first: '87897' })).toMatchObject({ ok: false, message: /first/ });
    expect(parseResult(true, { ...ok, front3: ['046'] })).toMatchObject({ ok: false, message: /front3/ });
    expect(parseResult(true, { ...ok, back3: ['009', '67a'] })).toMatchObject({
      ok: false,
      message: /back3/,
    });
    expect(parseResult(true, { ...ok, two: '333' })).toMatchObject({ ok: false, message: /two/ });
    expect(parseResult(true, { ...ok, top3: '972' })).toMatchObject({ ok: false });
    expect(parseResult(true, { top3: '972', bottom2: '33' })).toMatchObject({ ok: false });
  });

  it('any other result needs exactly a 3-digit top and a 2-digit bottom', () => {
    expect(parseResult(false, daily)).toEqual({ ok: true, result: daily });
    expect(parseResult(false, { top3: '57', bottom2: '28' })).toMatchObject({ ok: false, message: /top3/ });
    expect(parseResult(false, { top3: '575', bottom2: '2' })).toMatchObject({
      ok: false,
      message: /bottom2/,
    });
    expect(parseResult(false, { ...daily, first: '123456' })).toMatchObject({ ok: false });
  });

  it('the same result entered again compares equal, whatever the order inside a pair', () => {
    expect(sameResult(draw, { ...draw, front3: ['781', '046'] })).toBe(true);
    expect(sameResult(draw, { ...draw, back3: ['009', '676'] })).toBe(false);
    expect(sameResult(daily, { top3: '575', bottom2: '29' })).toBe(false);
  });
});
