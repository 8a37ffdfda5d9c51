import { describe, expect, it } from 'vitest';
import { newServerSeed, roundRng } from '../fair/rng.ts';
import {
  FIXTURE_COUNT,
  FOOTBALL_PICKS,
  FOOTBALL_RTP,
  footballExpectedRtp,
  footballReturn,
  fixtureFor,
  playMatch,
} from './football.ts';

describe('football model', () => {
  it('gives 1X2 chances that sum to 1 for every fixture', () => {
    for (let n = 0; n < FIXTURE_COUNT; n++) {
      const { probabilities } = fixtureFor(n);
      expect(probabilities.home + probabilities.draw + probabilities.away).toBeCloseTo(1, 12);
    }
  });

  it('favours the stronger side', () => {
    // fixture 0: the strongest team at home to the second strongest
    const m = fixtureFor(0);
    expect(m.probabilities.home).toBeGreaterThan(m.probabilities.away);
  });

  it('sets odds with the 5% margin taken out', () => {
    for (let n = 0; n < FIXTURE_COUNT; n++) {
      const { odds } = fixtureFor(n);
      const book = FOOTBALL_PICKS.reduce((s, p) => s + 100 / odds[p], 0);
      expect(book).toBeCloseTo(1 / FOOTBALL_RTP, 2);
    }
    expect(Math.abs(footballExpectedRtp() - FOOTBALL_RTP)).toBeLessThan(0.002);
  });

  it('draws results with the same chances the odds come from', () => {
    const serverSeed = newServerSeed();
    const match = fixtureFor(0);
    const seen = { home: 0, draw: 0, away: 0 };
    for (let nonce = 0; nonce < 20_000; nonce++)
      seen[playMatch(match, roundRng({ serverSeed, clientSeed: 'c', nonce })).result] += 1;
    for (const pick of FOOTBALL_PICKS) expect(seen[pick] / 20_000).toBeCloseTo(match.probabilities[pick], 1);
  });

  it('pays the stake times the odds on the right pick only', () => {
    const match = fixtureFor(3);
    const result = { homeGoals: 2, awayGoals: 2, result: 'draw' as const };
    expect(footballReturn(match, result, 'draw', 10_000)).toBe(100 * match.odds.draw);
    expect(footballReturn(match, result, 'home', 10_000)).toBe(0);
  });
});
