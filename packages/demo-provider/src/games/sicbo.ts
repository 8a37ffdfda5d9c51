import type { Rng } from '../fair/rng.ts';
import { mulDivFloor } from './integer.ts';

/**
 * Sic Bo (ไฮโล): three dice. Small (total 4–10) and big (11–17), odd and even pay 1:1 and all lose
 * on a triple; any triple pays 30:1.
 */
export const SICBO_BETS = ['small', 'big', 'odd', 'even', 'any_triple'] as const;
export type SicboBet = (typeof SICBO_BETS)[number];

/** Return per unit stake when the bet wins, stake included, in hundredths. */
export const SICBO_RETURN_HUNDREDTHS: Record<SicboBet, number> = {
  small: 200,
  big: 200,
  odd: 200,
  even: 200,
  any_triple: 3100,
};

export type SicboRound = { dice: [number, number, number]; total: number; triple: boolean };

export function rollDice(rng: Rng): SicboRound {
  const dice: [number, number, number] = [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1];
  return { dice, total: dice[0] + dice[1] + dice[2], triple: dice[0] === dice[1] && dice[1] === dice[2] };
}

export function sicboWins(round: SicboRound, bet: SicboBet): boolean {
  if (bet === 'any_triple') return round.triple;
  if (round.triple) return false;
  if (bet === 'small') return round.total <= 10;
  if (bet === 'big') return round.total >= 11;
  return (round.total % 2 === 1) === (bet === 'odd');
}

export function sicboReturn(round: SicboRound, bet: SicboBet, stake: number): number {
  return sicboWins(round, bet) ? mulDivFloor(stake, SICBO_RETURN_HUNDREDTHS[bet], 100) : 0;
}

/** Exact RTP of each bet over the 216 equally likely throws. */
export function sicboRtp(): Record<SicboBet, number> {
  const won = Object.fromEntries(SICBO_BETS.map((b) => [b, 0])) as Record<SicboBet, number>;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        const round: SicboRound = { dice: [a, b, c], total: a + b + c, triple: a === b && b === c };
        for (const bet of SICBO_BETS) if (sicboWins(round, bet)) won[bet] += 1;
      }
  return Object.fromEntries(
    SICBO_BETS.map((b) => [b, (won[b] * SICBO_RETURN_HUNDREDTHS[b]) / (216 * 100)]),
  ) as Record<SicboBet, number>;
}
