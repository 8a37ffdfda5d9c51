import { wheelExpectedHundredths } from '@ug99/contract';
import { randomInt } from 'node:crypto';

/**
 * Drawing a segment by weight (docs/rules/wheel.md#the-draw): one integer from node:crypto's randomInt,
 * uniform over [0, total weight), lands in the segment whose cumulative weight range holds it. Nothing
 * else influences the result: no member, history or balance is an input (docs/rules/principles.md).
 */

export type Weighted = { weight: number };

/** Picks one of `segments` with probability weight / total; `pick` is injectable for tests only. */
export function drawByWeight<T extends Weighted>(
  segments: readonly T[],
  pick: (max: number) => number = randomInt,
): T {
  const total = segments.reduce((s, x) => s + x.weight, 0);
  if (segments.length === 0 || total <= 0) throw new Error('a wheel needs segments with positive weight');
  let ticket = pick(total);
  for (const segment of segments) {
    if (ticket < segment.weight) return segment;
    ticket -= segment.weight;
  }
  throw new Error(`ticket ${ticket} is outside the total weight ${total}`);
}

export type PrizeKind = 'credit' | 'points' | 'spins' | 'nothing';
export type WeightedPrize = Weighted & { kind: string; amount: bigint };

/**
 * The expected prize of one spin per kind, from the weights alone (docs/rules/wheel.md#report), as exact
 * integers in hundredths of the kind's unit (satang for credit), rounded down. The contract's function, so
 * the back office's wheel form shows the same figure as it is edited.
 */
export function expectedPerSpin(
  segments: readonly WeightedPrize[],
): Record<Exclude<PrizeKind, 'nothing'>, bigint> {
  return wheelExpectedHundredths(segments);
}
