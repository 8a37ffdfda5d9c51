import { CASHBACK_CATEGORIES } from '@ug99/contract';
import type { CashbackCategory } from '@ug99/contract';
import type { CashbackConfig } from '#config';
import { lossRebate, netLossOf, turnoverRebate } from './rebates.ts';
import type { CategoryRebate } from './rebates.ts';
import type { DayTotals } from '#games';

/**
 * The figures of a period from the kept totals of its days (docs/rules/cashback.md#figures). Only
 * play from the main wallet counts: the promotion wallet and free credit are the operator's money
 * already, and a rebate on them would pay a bonus on a bonus.
 */
export const REBATE_WALLETS = [1] as const;

/** The kept totals' category as a rebate category: a freespin game is a slot. */
export function rebateCategory(category: string): CashbackCategory | undefined {
  if (category === 'freespin') return 'slot';
  return (CASHBACK_CATEGORIES as readonly string[]).includes(category)
    ? (category as CashbackCategory)
    : undefined;
}

/**
 * The rates a member's rebate is computed at: the configured ones plus the VIP level's cashback bonus
 * (docs/rules/vip.md#cashback), read when the rebate is computed (a history shown, a claim, a notice).
 */
export function withVipBonus(config: CashbackConfig, bonusBp: number): CashbackConfig {
  if (bonusBp === 0) return config;
  const turnoverRatesBp = Object.fromEntries(
    CASHBACK_CATEGORIES.map((c) => [c, config.turnoverRatesBp[c] + bonusBp]),
  ) as CashbackConfig['turnoverRatesBp'];
  return { ...config, lossRateBp: config.lossRateBp + bonusBp, turnoverRatesBp };
}

export type LossFigures = { turnover: bigint; wins: bigint; netLoss: bigint; rebate: bigint };

export function lossFigures(days: DayTotals[], config: CashbackConfig): LossFigures {
  const turnover = days.reduce((s, d) => s + d.turnover, 0n);
  const wins = days.reduce((s, d) => s + d.payout, 0n);
  const netLoss = netLossOf(turnover, wins);
  return { turnover, wins, netLoss, rebate: lossRebate(netLoss, config) };
}

export type TurnoverFigures = { turnover: bigint; lines: CategoryRebate[]; rebate: bigint };

export function turnoverFigures(days: DayTotals[], config: CashbackConfig): TurnoverFigures {
  const byCategory = new Map<CashbackCategory, bigint>();
  for (const d of days) {
    const category = rebateCategory(d.category);
    if (category) byCategory.set(category, (byCategory.get(category) ?? 0n) + d.turnover);
  }
  const { lines, totalSatang } = turnoverRebate(byCategory, config.turnoverRatesBp);
  return {
    turnover: lines.reduce((s, l) => s + l.turnoverSatang, 0n),
    lines: CASHBACK_CATEGORIES.flatMap((c) => lines.filter((l) => l.category === c)),
    rebate: totalSatang,
  };
}
