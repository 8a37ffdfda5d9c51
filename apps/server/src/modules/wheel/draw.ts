import { wheelExpectedHundredths } from '@ug99/contract';

/**
 * The wheel's arithmetic on weights. The draw itself is the contract's `fairWeightedIndex` over the
 * member's commitment (docs/rules/wheel.md#the-draw, commitments.ts).
 */

export type Weighted = { weight: number };

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
