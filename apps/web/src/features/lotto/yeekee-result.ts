import { YEEKEE_MIN_SHOTS, YEEKEE_SUBTRACTED_SHOT } from '@ug99/contract';

/** A yeekee result has 5 digits: the remainder of a division by 100,000 (docs/YEEKEE.md). */
const MODULUS = 100_000;

export interface YeekeeComputation {
  count: number;
  /** The sum of every shot's number, added up here from the list (not the server's figure). */
  sum: number;
  /** The shot 16th from the last (the last counting as 1st): its seq and number. */
  subtractedSeq: number;
  subtractedNumber: string;
  /** sum − the subtracted number, before the remainder is taken. */
  difference: number;
  /** The 5 digits abcde. */
  number: string;
  top3: string;
  twoTop: string;
  bottom2: string;
}

/**
 * The yeekee rule as the browser recomputes it from the full shot list, so a member can check the site's
 * result (docs/YEEKEE.md, "The round page"): with n shots ordered by seq and S their sum,
 * R = (S − the shot 16th from the last) mod 100000 written as 5 digits abcde; top 3 = cde, 2 top = de,
 * 2 bottom = ab. Fewer than 20 shots give no result (the round is voided).
 */
export function computeYeekeeResult(
  shots: readonly { seq: number; number: string }[],
): YeekeeComputation | null {
  if (shots.length < YEEKEE_MIN_SHOTS) return null;
  // Receive order is the seq the server gave, whatever order the list arrived in.
  const ordered = [...shots].sort((a, b) => a.seq - b.seq);
  const sum = ordered.reduce((total, shot) => total + Number(shot.number), 0);
  const subtracted = ordered[ordered.length - YEEKEE_SUBTRACTED_SHOT]!;
  const difference = sum - Number(subtracted.number);
  // The subtracted shot is one of the summed shots, so the difference is never negative.
  const number = String(difference % MODULUS).padStart(5, '0');
  return {
    count: ordered.length,
    sum,
    subtractedSeq: subtracted.seq,
    subtractedNumber: subtracted.number,
    difference,
    number,
    top3: number.slice(2),
    twoTop: number.slice(3),
    bottom2: number.slice(0, 2),
  };
}
