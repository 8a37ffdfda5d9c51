import { YEEKEE_MIN_SHOTS, YEEKEE_SUBTRACTED_SHOT } from '@ug99/contract';

/**
 * The yeekee result rule (docs/YEEKEE.md#the-rule, docs/rules/lotto.md#yeekee). Pure: the close job, the
 * public shot list and `yeekee:verify` all compute it from the same ordered shots, so anyone holding the
 * list gets the same answer.
 */
export type YeekeeResult = {
  /** abcde: (S − the 16th shot from the last) mod 100000, 5 digits with leading zeros kept. */
  number: string;
  /** The seq (1-based receive order) of the shot taken out of the sum: n − 15. */
  subtractedSeq: number;
  subtractedNumber: string;
  /** cde; 2top is its last two digits (de). */
  top3: string;
  /** ab. */
  bottom2: string;
};

const SHOT = /^\d{5}$/;

/** S, the sum of every shot, in exact integer arithmetic (BigInt: no precision limit however many shots). */
export function yeekeeSum(shots: readonly string[]): bigint {
  let sum = 0n;
  for (const shot of shots) {
    if (!SHOT.test(shot)) throw new Error(`a yeekee shot is 5 digits, got ${JSON.stringify(shot)}`);
    sum += BigInt(shot);
  }
  return sum;
}

/**
 * `shots` in receive order (seq 1 first). Fewer than 20 shots has no result (the round is voided);
 * otherwise R = (S − shot[n − 15]) mod 100000 — the shot 16th counted back from the last, the last
 * being 1st. S ≥ that shot, so R is never negative.
 */
export function yeekeeResult(shots: readonly string[]): YeekeeResult | null {
  const sum = yeekeeSum(shots);
  if (shots.length < YEEKEE_MIN_SHOTS) return null;
  const subtractedSeq = shots.length - YEEKEE_SUBTRACTED_SHOT + 1;
  const subtractedNumber = shots[subtractedSeq - 1]!;
  const number = ((sum - BigInt(subtractedNumber)) % 100_000n).toString().padStart(5, '0');
  return {
    number,
    subtractedSeq,
    subtractedNumber,
    top3: number.slice(2),
    bottom2: number.slice(0, 2),
  };
}
