import type { WithdrawAutoReason } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { savedRules } from './auto-queries.ts';
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
    // Money that never came from a deposit (an operator's credit, released free credit) goes to a person.
    ['no_deposit', f.lastDeposit === null],
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

/** The rules in force for an agent: finance's, or the defaults of the mode. */
export async function currentRules(
  db: Db,
  agentId: number,
  sandbox: boolean,
): Promise<{ rules: AutoRules; source: 'saved' | 'sandbox_defaults' | 'production_defaults' }> {
  const saved = await savedRules(db, agentId);
  if (saved) return { rules: saved, source: 'saved' };
  return sandbox
    ? { rules: SANDBOX_DEFAULTS, source: 'sandbox_defaults' }
    : { rules: PRODUCTION_DEFAULTS, source: 'production_defaults' };
}

/**
 * Whether `after` lets through anything `before` did not: switched on, a higher maximum or budget, a
 * younger account, less turnover, or the first withdrawal no longer sent to a person. Loosening takes a
 * second finance operator (four-eyes); tightening applies at once (docs/rules/payments.md#automatic-approval).
 */
export function loosens(before: AutoRules, after: AutoRules): boolean {
  return (
    (after.enabled && !before.enabled) ||
    after.maxPerWithdrawalSatang > before.maxPerWithdrawalSatang ||
    after.maxPerMemberDaySatang > before.maxPerMemberDaySatang ||
    after.hourlyBudgetSatang > before.hourlyBudgetSatang ||
    after.dailyBudgetSatang > before.dailyBudgetSatang ||
    after.minAccountAgeHours < before.minAccountAgeHours ||
    after.minTurnoverPercent < before.minTurnoverPercent ||
    (before.firstWithdrawalToPerson && !after.firstWithdrawalToPerson)
  );
}
