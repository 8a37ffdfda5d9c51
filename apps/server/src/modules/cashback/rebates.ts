import type { CashbackCategory } from '@ug99/contract';
import type { CashbackConfig } from '#config';

/**
 * The rebate arithmetic (docs/rules/cashback.md#loss-rebate, #turnover-rebate): integer satang and
 * basis points only, always rounded down, so a rebate never pays a fraction of a satang more than the
 * rate gives.
 */

const BASIS = 10_000n;

/** floor(amount × rate), the rate in basis points. */
export function applyRate(amountSatang: bigint, rateBp: number): bigint {
  if (amountSatang <= 0n) return 0n;
  return (amountSatang * BigInt(rateBp)) / BASIS;
}

/** A week's net loss: stakes kept (turnover) minus wins; a winning week has none. */
export function netLossOf(turnoverSatang: bigint, winsSatang: bigint): bigint {
  const loss = turnoverSatang - winsSatang;
  return loss > 0n ? loss : 0n;
}

/** The loss rebate: nothing under the minimum net loss, floor(loss × rate), at most the cap. */
export function lossRebate(
  netLossSatang: bigint,
  config: Pick<CashbackConfig, 'lossRateBp' | 'lossMinSatang' | 'lossMaxSatang'>,
): bigint {
  if (netLossSatang <= 0n || netLossSatang < config.lossMinSatang) return 0n;
  const rebate = applyRate(netLossSatang, config.lossRateBp);
  return config.lossMaxSatang !== null && rebate > config.lossMaxSatang ? config.lossMaxSatang : rebate;
}

export type CategoryRebate = { category: CashbackCategory; turnoverSatang: bigint; rebateSatang: bigint };

/**
 * The turnover rebate of one day: each category's turnover at its own rate, rounded down per category,
 * so the total is exactly the sum of the lines the member sees.
 */
export function turnoverRebate(
  turnover: Map<CashbackCategory, bigint>,
  ratesBp: Record<CashbackCategory, number>,
): { lines: CategoryRebate[]; totalSatang: bigint } {
  const lines: CategoryRebate[] = [];
  for (const [category, turnoverSatang] of turnover) {
    if (turnoverSatang <= 0n) continue;
    lines.push({ category, turnoverSatang, rebateSatang: applyRate(turnoverSatang, ratesBp[category]) });
  }
  return { lines, totalSatang: lines.reduce((s, l) => s + l.rebateSatang, 0n) };
}
