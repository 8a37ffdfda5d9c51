import { describe, expect, it } from 'vitest';
import { newServerSeed, roundRng } from '../fair/rng.ts';
import {
  FIXTURE_COUNT,
  FOOTBALL_PICKS,
  FOOTBALL_RTP_PERCENT,
  footballExpectedRtp,
  footballReturn,
  fixtureFor,
  playMatch,
} from './football.ts';
import type { Match } from './football.ts';

const numbersIn = (value: unknown): number[] =>
  typeof value === 'number'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(numbersIn)
      : [];

describe('football model', () => {
  it('holds weights, chances and odds as whole numbers only, never fractions', () => {
    for (let n = 0; n < FIXTURE_COUNT; n++) {
      const match = fixtureFor(n);
      expect(numbersIn(match).every(Number.isSafeInteger)).toBe(true);
      expect(match.chances.home + match.chances.draw + match.chances.away).toBe(match.chanceTotal);
      expect(match.weights.reduce((a, b) => a + b, 0)).toBe(match.chanceTotal);
      // about 10^9 (scores above 7 goals are cut off), and below 2^32 for the RNG's weighted pick
      expect(match.chanceTotal).toBeLessThanOrEqual(1e9);
      expect(match.chanceTotal).toBeGreaterThan(0.95e9);
    }
  });

  it('sets the odds to 95 × total ÷ chance hundredths, rounded to the nearest hundredth', () => {
    for (let n = 0; n < FIXTURE_COUNT; n++) {
      const { chances, chanceTotal, odds } = fixtureFor(n);
      for (const pick of FOOTBALL_PICKS) {
        // |odds × chance − 95 × total| ≤ chance / 2, in whole numbers
        const error = Math.abs(odds[pick] * chances[pick] - FOOTBALL_RTP_PERCENT * chanceTotal);
        expect(2 * error).toBeLessThanOrEqual(chances[pick]);
      }
    }
    // pinned: the strongest team at home to the second strongest, and the last fixture
    expect(fixtureFor(0).odds).toEqual({ home: 183, draw: 386, away: 406 });
    expect(fixtureFor(FIXTURE_COUNT - 1).odds).toEqual({ home: 262, draw: 359, away: 255 });
  });

  it('favours the stronger side', () => {
    // fixture 0: the strongest team at home to the second strongest
    const m = fixtureFor(0);
    expect(m.chances.home).toBeGreaterThan(m.chances.away);
  });

  it('keeps the 5% margin: 95% return averaged over fixtures and picks', () => {
    for (let n = 0; n < FIXTURE_COUNT; n++) {
      const { odds } = fixtureFor(n);
      const book = FOOTBALL_PICKS.reduce((s, p) => s + 100 / odds[p], 0);
      expect(book).toBeCloseTo(100 / FOOTBALL_RTP_PERCENT, 2);
    }
    expect(Math.abs(footballExpectedRtp() - FOOTBALL_RTP_PERCENT / 100)).toBeLessThan(0.002);
  });

  it('draws results with the same chances the odds come from', () => {
    const serverSeed = newServerSeed();
    const match = fixtureFor(0);
    const seen = { home: 0, draw: 0, away: 0 };
    for (let nonce = 0; nonce < 20_000; nonce++)
      seen[playMatch(match, roundRng({ serverSeed, clientSeed: 'c', nonce })).result] += 1;
    for (const pick of FOOTBALL_PICKS)
      expect(seen[pick] / 20_000).toBeCloseTo(match.chances[pick] / match.chanceTotal, 1);
  });

  it('pays stake × odds ÷ 100 on the right pick only, rounded down to a whole satang', () => {
    const match = fixtureFor(3);
    const result = { homeGoals: 2, awayGoals: 2, result: 'draw' as const };
    expect(footballReturn(match, result, 'draw', 10_000)).toBe(100 * match.odds.draw);
    expect(footballReturn(match, result, 'home', 10_000)).toBe(0);
    const odd: Match = { ...match, odds: { ...match.odds, draw: 385 } };
    expect(footballReturn(odd, result, 'draw', 150)).toBe(577); // 577.5 satang
  });
});
