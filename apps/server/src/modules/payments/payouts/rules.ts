import type { WithdrawAutoReason } from '@ug99/contract';
import type { AutoFacts, AutoRules } from './auto-queries.ts';

export type { AutoFacts, AutoRules };

const BAHT = 100n;

/**
 * Where real money moves: off until finance switches it on, and conservative when it does (a week-old
 * account, played through once, never the first withdrawal, small amounts and budgets).
 */
export const PRODUCTION_DEFAULTS: AutoRules = {
  enabled: false,
  maxPerWithdrawalSatang: 5_000n * BAHT,
  maxPerMemberDaySatang: 20_000n * BAHT,
  hourlyBudgetSatang: 50_000n * BAHT,
  dailyBudgetSatang: 300_000n * BAHT,
  minAccountAgeHours: 7 * 24,
  minTurnoverPercent: 100,
  firstWithdrawalToPerson: true,
};

/**
 * The sandbox (no real money): on, so a demo member who deposits, plays the deposit through and
 * withdraws is paid within a minute without an operator; a new account and a first withdrawal pass,
 * every other rule holds as in production.
 */
export const SANDBOX_DEFAULTS: AutoRules = {
  enabled: true,
  maxPerWithdrawalSatang: 50_000n * BAHT,
  maxPerMemberDaySatang: 100_000n * BAHT,
  hourlyBudgetSatang: 500_000n * BAHT,
  dailyBudgetSatang: 2_000_000n * BAHT,
  minAccountAgeHours: 0,
  minTurnoverPercent: 100,
  firstWithdrawalToPerson: false,
};

/** Every rule the request does not pass, in the order of WITHDRAW_AUTO_REASONS; empty: approve it. */
export function autoReasons(rules: AutoRules, f: AutoFacts): WithdrawAutoReason[] {
  if (!rules.enabled) return ['auto_off'];
  const needed = (d: { amountSatang: bigint }) => (d.amountSatang * BigInt(rules.minTurnoverPercent)) / 100n;
  const checks: [WithdrawAutoReason, boolean][] = [
    ['cool_off', f.coolingOff],
    ['operator_note', f.hasOperatorNote],
    ['flagged_deposit', f.hasFlaggedDeposit],
    ['promotion_active', f.promotionOrFreeCreditRunning],
    ['turnover_not_met', f.lastDeposit !== null && f.lastDeposit.stakesSince < needed(f.lastDeposit)],
    ['bank_changed', f.bankChangedWithin24h],
    ['account_too_new', f.accountAgeHours < rules.minAccountAgeHours],
    ['first_withdrawal', rules.firstWithdrawalToPerson && f.firstWithdrawal],
    ['above_per_withdrawal', f.amountSatang > rules.maxPerWithdrawalSatang],
    ['above_member_daily', f.memberTodaySatang + f.amountSatang > rules.maxPerMemberDaySatang],
    ['hourly_budget', f.siteHourSatang + f.amountSatang > rules.hourlyBudgetSatang],
    ['daily_budget', f.siteTodaySatang + f.amountSatang > rules.dailyBudgetSatang],
  ];
  return checks.filter(([, failed]) => failed).map(([reason]) => reason);
}

/** The rule values an automatic decision used, for its audit row (amounts as satang text). */
export function rulesForAudit(rules: AutoRules): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(rules).map(([k, v]) => [k, typeof v === 'bigint' ? v.toString() : v]),
  ) as Record<string, string | number | boolean>;
}
