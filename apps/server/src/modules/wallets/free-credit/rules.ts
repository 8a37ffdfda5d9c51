/**
 * The free-credit wallet's rules (docs/rules/wallets.md#free-credit): free credit from quests, the wheel
 * and coupons is played, and what it becomes is released to main once its turnover is met, up to a cap.
 */

/** Each baht of free credit received asks this many baht of stakes from the free-credit wallet (×3). */
export const FREE_CREDIT_TURNOVER_MULTIPLIER = 3n;

/** At most this many times the free credit received moves to main at release (×5); the rest is forfeited. */
export const FREE_CREDIT_RELEASE_CAP_MULTIPLIER = 5n;

/** The turnover a free credit adds to the running requirement. */
export function turnoverFor(credit: bigint): bigint {
  return credit * FREE_CREDIT_TURNOVER_MULTIPLIER;
}

/**
 * What a running requirement should do now: `release` when its turnover is met and the wallet holds
 * money; `end` when the wallet is empty (everything was staked and lost), so the next free credit starts
 * afresh; otherwise it keeps running.
 */
export function freeCreditVerdict(
  required: bigint,
  played: bigint,
  balance: bigint,
): 'release' | 'end' | 'running' {
  if (balance === 0n) return 'end';
  if (played >= required) return 'release';
  return 'running';
}

/** The release: the wallet's balance to main up to the cap, the rest forfeited. */
export function freeCreditReleaseSplit(balance: bigint, credited: bigint) {
  const cap = credited * FREE_CREDIT_RELEASE_CAP_MULTIPLIER;
  const released = balance < cap ? balance : cap;
  return { released, forfeited: balance - released };
}
