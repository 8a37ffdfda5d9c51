import { LOTTO_BET_TYPE_CODES } from '@ug99/contract';
import type { LottoBetType, lottoLimit } from '@ug99/contract';
import type { z } from 'zod';
import { roundOrFail } from './round-deps.ts';
import type { RoundDeps } from './round-deps.ts';
import { fullNumbers, numberRules } from './queries.ts';
import { rate } from './round-views.ts';

/** Closed and reduced numbers: the operator's rules, and numbers whose cap across members is full. */
export async function roundLimits(deps: RoundDeps, roundId: number): Promise<z.infer<typeof lottoLimit>> {
  const { round, category } = await roundOrFail(deps, roundId);
  const closed = new Map<string, { type: LottoBetType; number: string }>();
  const reduced = new Map<string, { type: LottoBetType; number: string; rate: number }>();
  const key = (type: string, number: string) => `${type}:${number}`;
  for (const rule of await numberRules(deps.db, round.id)) {
    const type = rule.betType as LottoBetType;
    if (rule.closed) closed.set(key(type, rule.number), { type, number: rule.number });
    else if (rule.rateHundredths !== null)
      reduced.set(key(type, rule.number), { type, number: rule.number, rate: rate(rule.rateHundredths) });
  }
  for (const full of await fullNumbers(deps.db, round.id, category.id)) {
    const type = full.betType as LottoBetType;
    const k = key(type, full.number);
    if (closed.has(k)) continue;
    if (full.overCapRateHundredths === 0) {
      reduced.delete(k);
      closed.set(k, { type, number: full.number });
    } else if (!reduced.has(k)) {
      reduced.set(k, { type, number: full.number, rate: rate(full.overCapRateHundredths) });
    }
  }
  const byTypeAndNumber = <T extends { type: string; number: string }>(a: T, b: T) =>
    LOTTO_BET_TYPE_CODES.indexOf(a.type as LottoBetType) -
      LOTTO_BET_TYPE_CODES.indexOf(b.type as LottoBetType) || a.number.localeCompare(b.number);
  return {
    closed: [...closed.values()].sort(byTypeAndNumber),
    reduced: [...reduced.values()].sort(byTypeAndNumber),
  };
}
