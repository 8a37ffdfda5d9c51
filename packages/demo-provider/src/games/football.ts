import type { Rng } from '../fair/rng.ts';

/**
 * Virtual League: each team has a strength; a match's goals are Poisson with means from the strength
 * difference (home side a little stronger), scores capped at MAX_GOALS. The score is drawn from that
 * same table, so the 1X2 chances shown are exactly the chances of the draw, and the odds are those
 * chances with the margin taken out (RTP 95%).
 */
export const FOOTBALL_RTP = 0.95;
export const MAX_GOALS = 7;
const WEIGHT_SCALE = 1e9;

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
  /** weights[h * (MAX_GOALS + 1) + a] ∝ P(score h:a) */
  weights: number[];
  probabilities: Record<FootballPick, number>;
  /** Decimal odds in hundredths (stake included): 185 means 1.85. */
  odds: Record<FootballPick, number>;
};

function poisson(mean: number): number[] {
  const p = [Math.exp(-mean)];
  for (let k = 1; k <= MAX_GOALS; k++) p.push((p[k - 1]! * mean) / k);
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
  const diff = home.strength - away.strength;
  const homeGoals = poisson(1.45 * Math.exp(diff / 8));
  const awayGoals = poisson(1.15 * Math.exp(-diff / 8));
  const weights = homeGoals.flatMap((ph) => awayGoals.map((pa) => Math.round(ph * pa * WEIGHT_SCALE)));
  const total = weights.reduce((a, b) => a + b, 0);
  const sums: Record<FootballPick, number> = { home: 0, draw: 0, away: 0 };
  weights.forEach(
    (w, cell) => (sums[resultOf(Math.floor(cell / (MAX_GOALS + 1)), cell % (MAX_GOALS + 1))] += w),
  );
  const probabilities = { home: sums.home / total, draw: sums.draw / total, away: sums.away / total };
  const odds = {
    home: Math.round((100 * FOOTBALL_RTP) / probabilities.home),
    draw: Math.round((100 * FOOTBALL_RTP) / probabilities.draw),
    away: Math.round((100 * FOOTBALL_RTP) / probabilities.away),
  };
  return { home: home.id, away: away.id, weights, probabilities, odds };
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

/** Return in satang (stake included); odds are hundredths, rounded down to whole satang. */
export function footballReturn(match: Match, result: MatchResult, pick: FootballPick, stake: number): number {
  return result.result === pick ? Math.floor((stake * match.odds[pick]) / 100) : 0;
}

/** The exact return of the rounded odds, averaged over fixtures and picks. */
export function footballExpectedRtp(): number {
  let sum = 0;
  for (let n = 0; n < FIXTURES.length; n++) {
    const m = fixtureFor(n);
    for (const pick of FOOTBALL_PICKS) sum += (m.probabilities[pick] * m.odds[pick]) / 100;
  }
  return sum / (FIXTURES.length * FOOTBALL_PICKS.length);
}
