/**
 * Near-cap thresholds (docs/rules/lotto.md#near-cap-alerts): the percents of a number's cap across
 * members at which the back office is told. Integer arithmetic on satang: a threshold is reached when
 * staked × 100 ≥ cap × percent.
 */
export const CAP_ALERT_PERCENTS = [80, 90, 100] as const;
export type CapAlertPercent = (typeof CAP_ALERT_PERCENTS)[number];

/** The thresholds a move of the stakes from `before` to `after` reached (none when it went down). */
export function reachedThresholds(before: bigint, after: bigint, capSatang: bigint): CapAlertPercent[] {
  if (capSatang <= 0n || after <= before) return [];
  const reached = (staked: bigint, percent: number) => staked * 100n >= capSatang * BigInt(percent);
  return CAP_ALERT_PERCENTS.filter((p) => reached(after, p) && !reached(before, p));
}
