import type { Rng } from '../fair/rng.ts';
import { divRound, mulDivFloor } from './integer.ts';

/**
 * Virtual League: each team has a strength; a match's goals are Poisson with means from the strength
 * difference (home side a little stronger), scores capped at MAX_GOALS. The score is drawn from that
 * same table, so the 1X2 chances behind the odds are exactly the chances of the draw, and the odds are
 * those chances with the margin taken out (RTP 95%). Everything is whole numbers: the Poisson table in
 * 30-digit fixed point, the score weights in billionths, the odds in hundredths, payouts in satang.
 */
export const FOOTBALL_RTP_PERCENT = 95;
export const MAX_GOALS = 7;
const WEIGHT_SCALE = 10n ** 9n;
/** Fixed point for the Poisson table: a real x is held as the whole number x · ONE. */
const ONE = 10n ** 30n;

export const TEAMS = [
  { id: 'bangkok-tigers', strength: 8 },
  { id: 'chiang-mai-elephants', strength: 7 },
  { id: 'phuket-sharks', strength: 6 },
  { id: 'khon-kaen-eagles', strength: 5 },
  { id: 'korat-lions', strength: 4 },
  { id: 'udon-warriors', strength: 3 },
  { id: 'hat-yai-dragons', strength: 2 },
  { id: 'pattaya-dolphins', strength: 1 },
] as const;
export type TeamId = (typeof TEAMS)[number]['id'];

export const FOOTBALL_PICKS = ['home', 'draw', 'away'] as const;
export type FootballPick = (typeof FOOTBALL_PICKS)[number];

/** Every ordered pair of teams once; the round's nonce picks the fixture, so it is known before the bet. */
const FIXTURES = TEAMS.flatMap((home, i) =>
  TEAMS.filter((_, j) => j !== i).map((away) => [home, away] as const),
);

export type Match = {
  home: TeamId;
  away: TeamId;
  /** weights[h * (MAX_GOALS + 1) + a] ∝ P(score h:a), whole numbers summing to about 10^9 */
  weights: number[];
  /** The weights of the scores each pick wins on, and their total: P(pick) = chances[pick] / chanceTotal. */
  chances: Record<FootballPick, number>;
  chanceTotal: number;
  /** Decimal odds in hundredths (stake included): 185 means 1.85. */
  odds: Record<FootballPick, number>;
};

/** e^x for a fixed-point x, by its power series; the terms fall below one unit long before they end. */
function expFixed(x: bigint): bigint {
  if (x < 0n) return (ONE * ONE) / expFixed(-x);
  let term = ONE;
  let sum = ONE;
  for (let k = 1n; term > 0n; k++) {
    term = (term * x) / (k * ONE);
    sum += term;
  }
  return sum;
}

/** P(0), …, P(MAX_GOALS) goals for a fixed-point Poisson mean. */
function poisson(mean: bigint): bigint[] {
  const p = [expFixed(-mean)];
  for (let k = 1; k <= MAX_GOALS; k++) p.push((p[k - 1]! * mean) / (BigInt(k) * ONE));
  return p;
}

const matches = new Map<number, Match>();

export function fixtureFor(nonce: number): Match {
  const index = nonce % FIXTURES.length;
  const known = matches.get(index);
  if (known) return known;
  const match = buildMatch(index);
  matches.set(index, match);
  return match;
}

export const FIXTURE_COUNT = FIXTURES.length;

function buildMatch(index: number): Match {
  const [home, away] = FIXTURES[index]!;
  // means 1.45 · e^(d/8) at home and 1.15 · e^(−d/8) away, d = strength difference
  const d = (BigInt(home.strength - away.strength) * ONE) / 8n;
  const homeGoals = poisson((145n * expFixed(d)) / 100n);
  const awayGoals = poisson((115n * expFixed(-d)) / 100n);
  const half = (ONE * ONE) / 2n;
  const weights = homeGoals.flatMap((ph) =>
    awayGoals.map((pa) => Number((ph * pa * WEIGHT_SCALE + half) / (ONE * ONE))),
  );
  const chances: Record<FootballPick, number> = { home: 0, draw: 0, away: 0 };
  weights.forEach(
    (w, cell) => (chances[resultOf(Math.floor(cell / (MAX_GOALS + 1)), cell % (MAX_GOALS + 1))] += w),
  );
  const chanceTotal = chances.home + chances.draw + chances.away;
  // odds = RTP / P(pick) in hundredths = 95 · total / chance, rounded to the nearest hundredth
  const oddsOf = (pick: FootballPick) => divRound(FOOTBALL_RTP_PERCENT * chanceTotal, chances[pick]);
  const odds = { home: oddsOf('home'), draw: oddsOf('draw'), away: oddsOf('away') };
  return { home: home.id, away: away.id, weights, chances, chanceTotal, odds };
}

export function resultOf(homeGoals: number, awayGoals: number): FootballPick {
  return homeGoals > awayGoals ? 'home' : homeGoals < awayGoals ? 'away' : 'draw';
}

export type MatchResult = { homeGoals: number; awayGoals: number; result: FootballPick };

export function playMatch(match: Match, rng: Rng): MatchResult {
  const cell = rng.weighted(match.weights);
  const homeGoals = Math.floor(cell / (MAX_GOALS + 1));
  const awayGoals = cell % (MAX_GOALS + 1);
  return { homeGoals, awayGoals, result: resultOf(homeGoals, awayGoals) };
}

/** Return in satang (stake included): stake × odds ÷ 100, rounded down to a whole satang. */
export function footballReturn(match: Match, result: MatchResult, pick: FootballPick, stake: number): number {
  return result.result === pick ? mulDivFloor(stake, match.odds[pick], 100) : 0;
}

/**
 * The exact return of the rounded odds, averaged over fixtures and picks: Σ chance × odds over
 * Σ total × 100, summed in whole numbers and divided once, for reports and the RTP check.
 */
export function footballExpectedRtp(): number {
  let returned = 0n;
  let staked = 0n;
  for (let n = 0; n < FIXTURES.length; n++) {
    const m = fixtureFor(n);
    for (const pick of FOOTBALL_PICKS) {
      returned += BigInt(m.chances[pick]) * BigInt(m.odds[pick]);
      staked += BigInt(m.chanceTotal) * 100n;
    }
  }
  return Number((returned * 10n ** 12n) / staked) / 1e12;
}
