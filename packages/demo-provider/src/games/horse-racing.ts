import type { Rng } from '../fair/rng.ts';
import { divRound, mulDivFloor } from './integer.ts';

/**
 * Virtual Derby: six runners per race, each with a whole-number weight; a runner wins with chance
 * weight ÷ the race's total, and the rest of the finishing order is drawn the same way from those
 * left. The race card is fixed by the round's nonce (like the football fixture), so runners and odds
 * are known before the bet. Win odds in hundredths = 95 × total ÷ weight, rounded to the nearest
 * hundredth (RTP 95%); only the winner pays.
 */
export const RACING_RTP_PERCENT = 95;
export const RUNNERS = 6;

export const HORSES = [
  { id: 'thunder-king', weight: 30 },
  { id: 'golden-arrow', weight: 26 },
  { id: 'river-spirit', weight: 22 },
  { id: 'night-tiger', weight: 18 },
  { id: 'lucky-star', weight: 15 },
  { id: 'silver-wind', weight: 12 },
  { id: 'red-lotus', weight: 10 },
  { id: 'jade-runner', weight: 8 },
  { id: 'monsoon', weight: 6 },
  { id: 'little-mango', weight: 5 },
] as const;
export type HorseId = (typeof HORSES)[number]['id'];

export type Race = {
  runners: { horse: HorseId; weight: number }[];
  total: number;
  /** Win odds per lane in hundredths (stake included): 350 means 3.50. */
  odds: number[];
};

export const RACE_COUNT = HORSES.length;

/** Race n runs the six horses from n on, in lanes in that order (every horse meets every field). */
export function raceFor(nonce: number): Race {
  const start = nonce % RACE_COUNT;
  const runners = Array.from({ length: RUNNERS }, (_, lane) => {
    const h = HORSES[(start + lane) % HORSES.length]!;
    return { horse: h.id, weight: h.weight };
  });
  const total = runners.reduce((n, r) => n + r.weight, 0);
  const odds = runners.map((r) => divRound(RACING_RTP_PERCENT * total, r.weight));
  return { runners, total, odds };
}

/** Lanes (0-based) in finishing order, winner first. */
export type RaceResult = { order: number[]; winner: number };

export function runRace(race: Race, rng: Rng): RaceResult {
  const left = race.runners.map((_, lane) => lane);
  const order: number[] = [];
  while (left.length > 0) {
    const i = rng.weighted(left.map((lane) => race.runners[lane]!.weight));
    order.push(left.splice(i, 1)[0]!);
  }
  return { order, winner: order[0]! };
}

/** Return in satang (stake included) of a win bet on `lane`: stake × odds ÷ 100, rounded down. */
export function racingReturn(race: Race, result: RaceResult, lane: number, stake: number): number {
  return result.winner === lane ? mulDivFloor(stake, race.odds[lane]!, 100) : 0;
}

/** The exact return of the rounded odds, averaged over races and lanes. */
export function racingExpectedRtp(): number {
  let returned = 0;
  let staked = 0;
  for (let n = 0; n < RACE_COUNT; n++) {
    const race = raceFor(n);
    race.runners.forEach((r, lane) => {
      returned += r.weight * race.odds[lane]!;
      staked += race.total * 100;
    });
  }
  return returned / staked;
}
