import { describe, expect, it } from 'vitest';
import { newServerSeed, roundRng } from '../fair/rng.ts';
import {
  RACE_COUNT,
  raceFor,
  racingExpectedRtp,
  racingReturn,
  RACING_RTP_PERCENT,
  runRace,
  RUNNERS,
} from './horse-racing.ts';

describe('virtual derby', () => {
  it('fixes each race card by the nonce: six different horses, odds 95 × total ÷ weight to the hundredth', () => {
    for (let n = 0; n < RACE_COUNT; n++) {
      const race = raceFor(n);
      expect(new Set(race.runners.map((r) => r.horse)).size).toBe(RUNNERS);
      race.runners.forEach((r, lane) => {
        const error = Math.abs(race.odds[lane]! * r.weight - RACING_RTP_PERCENT * race.total);
        expect(2 * error).toBeLessThanOrEqual(r.weight);
      });
    }
    expect(raceFor(RACE_COUNT)).toEqual(raceFor(0));
    expect(raceFor(0).odds).toEqual([390, 449, 531, 649, 779, 974]);
  });

  it('keeps the 5% margin after rounding the odds', () => {
    expect(Math.abs(racingExpectedRtp() - 0.95)).toBeLessThan(0.002);
  });

  it('draws a full finishing order, the same from the same seeds', () => {
    const seed = { serverSeed: newServerSeed(), clientSeed: 'c', nonce: 4 };
    const result = runRace(raceFor(4), roundRng(seed));
    expect([...result.order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(result.winner).toBe(result.order[0]);
    expect(runRace(raceFor(4), roundRng(seed))).toEqual(result);
  });

  it('lets each horse win with chance weight ÷ total', () => {
    const serverSeed = newServerSeed();
    const race = raceFor(0);
    const wins = new Array<number>(RUNNERS).fill(0);
    for (let nonce = 0; nonce < 30_000; nonce++)
      wins[runRace(race, roundRng({ serverSeed, clientSeed: 'c', nonce })).winner]! += 1;
    race.runners.forEach((r, lane) => expect(wins[lane]! / 30_000).toBeCloseTo(r.weight / race.total, 1));
  });

  it('pays stake × odds ÷ 100 on the winner only', () => {
    const race = raceFor(0);
    const result = { order: [2, 0, 1, 3, 4, 5], winner: 2 };
    expect(racingReturn(race, result, 2, 1_000)).toBe(10 * race.odds[2]!);
    expect(racingReturn(race, result, 0, 1_000)).toBe(0);
  });
});
