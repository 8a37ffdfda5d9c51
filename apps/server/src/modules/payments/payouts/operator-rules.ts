import { bahtToSatang, satangToBaht } from '@ug99/contract';
import type { BoPayoutReconciliation, BoWithdrawRules, BoWithdrawRulesState } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import type { ActingOperator } from '#shared/acting-operator.ts';
import type { Clock } from '#shared/clock.ts';
import { autoUsage, saveRules } from './auto-queries.ts';
import type { AutoRules } from './auto-queries.ts';
import { latestPayoutReconciliation } from './reconcile-job.ts';
import { currentRules, loosens } from './rules.ts';

/**
 * The automatic approval's rules on the back office's screen (docs/rules/payments.md#automatic-approval,
 * docs/BACKOFFICE.md#automatic-approval-of-withdrawals): read with today's automatic totals and the last
 * payout reconciliation, and written with their audit row in the caller's transaction, where the back
 * office decides whether a change that loosens them waits for a second operator.
 */

/** The agent, the clock, and whether the sandbox's defaults hold until finance sets rules. */
export type WithdrawRulesScope = { agentId: number; clock: Clock; sandboxPayouts: boolean };

function rulesFromBaht(r: BoWithdrawRules): AutoRules {
  return {
    enabled: r.enabled,
    maxPerWithdrawalSatang: bahtToSatang(r.max_per_withdrawal),
    maxPerMemberDaySatang: bahtToSatang(r.max_per_member_day),
    hourlyBudgetSatang: bahtToSatang(r.hourly_budget),
    dailyBudgetSatang: bahtToSatang(r.daily_budget),
    minAccountAgeHours: r.min_account_age_hours,
    minTurnoverPercent: r.min_turnover_percent,
    firstWithdrawalToPerson: r.first_withdrawal_to_person,
  };
}

function rulesInBaht(r: AutoRules): BoWithdrawRules {
  return {
    enabled: r.enabled,
    max_per_withdrawal: satangToBaht(r.maxPerWithdrawalSatang),
    max_per_member_day: satangToBaht(r.maxPerMemberDaySatang),
    hourly_budget: satangToBaht(r.hourlyBudgetSatang),
    daily_budget: satangToBaht(r.dailyBudgetSatang),
    min_account_age_hours: r.minAccountAgeHours,
    min_turnover_percent: r.minTurnoverPercent,
    first_withdrawal_to_person: r.firstWithdrawalToPerson,
  };
}

const bahtOrNull = (satang: string | null) => (satang === null ? null : satangToBaht(BigInt(satang)));

/** A stored day of the payout reconciliation as the screen shows it; `matched`: our paid ones the gateway agrees with. */
function reconciliationView(
  row: NonNullable<Awaited<ReturnType<typeof latestPayoutReconciliation>>>,
): BoPayoutReconciliation {
  const ourSideDiffers = row.differences.filter((d) => d.kind !== 'not_paid_here').length;
  return {
    day: row.day,
    gateway: row.gateway,
    checked_at: row.checkedAt.toISOString(),
    matched: row.oursCount - ourSideDiffers,
    ours_count: row.oursCount,
    ours_total: satangToBaht(row.oursSatang),
    theirs_count: row.theirsCount,
    theirs_total: satangToBaht(row.theirsSatang),
    differences: row.differences.map((d) => ({
      kind: d.kind,
      payout_id: d.payoutId,
      withdrawal_id: d.withdrawalId,
      ours: bahtOrNull(d.oursSatang),
      gateway: bahtOrNull(d.gatewaySatang),
      status: d.status,
    })),
  };
}

/** The rules, where they come from, today's automatic totals and the last reconciliation of `gateway`. */
export async function withdrawRulesState(
  db: Db,
  scope: WithdrawRulesScope,
  gateway: string | null,
): Promise<Omit<BoWithdrawRulesState, 'pending_approval'>> {
  const [{ rules, source }, usage, reconciled] = await Promise.all([
    currentRules(db, scope.agentId, scope.sandboxPayouts),
    autoUsage(db, scope.agentId, scope.clock.now()),
    gateway === null ? null : latestPayoutReconciliation(db, scope.agentId, gateway),
  ]);
  return {
    rules: rulesInBaht(rules),
    source,
    payout_gateway: gateway,
    auto_last_hour: satangToBaht(usage.lastHourSatang),
    auto_today: satangToBaht(usage.todaySatang),
    in_flight: usage.inFlight,
    failed_today: usage.failedToday,
    unknown: usage.unknown,
    reconciliation: reconciled ? reconciliationView(reconciled) : null,
  };
}

/** Whether these rules loosen the rules now (docs/rules/payments.md#automatic-approval). */
export async function withdrawRulesLoosen(tx: Db, scope: WithdrawRulesScope, rules: BoWithdrawRules) {
  const before = await currentRules(tx, scope.agentId, scope.sandboxPayouts);
  return loosens(before.rules, rulesFromBaht(rules));
}

/** Writes the rules with their `withdraw_rules.set` audit row (before and after), in the caller's transaction. */
export async function setWithdrawRules(
  tx: Db,
  scope: WithdrawRulesScope,
  operator: ActingOperator,
  rules: BoWithdrawRules,
  detail: Record<string, unknown> = {},
): Promise<void> {
  const before = await currentRules(tx, scope.agentId, scope.sandboxPayouts);
  await saveRules(tx, scope.agentId, rulesFromBaht(rules), operator.name, scope.clock.now());
  await operator.audit(tx, {
    action: 'withdraw_rules.set',
    targetType: 'agent',
    targetId: scope.agentId,
    before: rulesInBaht(before.rules),
    after: rules,
    detail,
  });
}
