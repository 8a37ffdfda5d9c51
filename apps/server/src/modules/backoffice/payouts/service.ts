import { bahtToSatang, satangToBaht } from '@ug99/contract';
import type { BoPayoutReconciliation, BoWithdrawRules, BoWithdrawRulesState } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import { autoUsage, currentRules, latestPayoutReconciliation, loosens, saveRules } from '#payments';
import type { AutoRules } from '#payments';
import { auditName } from '../access/audit.ts';
import type { writeBackofficeAudit } from '../access/audit.ts';
import { approvalView, requestApproval } from '../approvals/service.ts';
import { latestApproval } from '../approvals/queries.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';

type Audit = typeof writeBackofficeAudit;

export const WITHDRAW_RULES_KIND = 'withdraw.rules';

export function rulesFromBaht(r: BoWithdrawRules): AutoRules {
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

export function rulesInBaht(r: AutoRules): BoWithdrawRules {
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
export function reconciliationView(
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

/** Writes the rules with their audit row (before and after), in the caller's transaction. */
export async function applyRules(
  tx: Db,
  ctx: OperationsContext,
  audit: Audit,
  operator: Operator,
  rules: BoWithdrawRules,
  detail: Record<string, unknown> = {},
): Promise<void> {
  const agentId = await ctx.agentId();
  const before = await currentRules(tx, agentId, ctx.sandboxPayouts);
  await saveRules(tx, agentId, rulesFromBaht(rules), auditName(operator), ctx.clock.now());
  await audit(tx, operator, {
    ip: operator.ip,
    action: 'withdraw_rules.set',
    targetType: 'agent',
    targetId: agentId,
    before: rulesInBaht(before.rules),
    after: rules,
    detail,
  });
}

/**
 * The automatic approval's rules in the back office (docs/rules/payments.md#automatic-approval): finance
 * reads them with today's automatic totals against the budgets; a change that tightens applies at once,
 * one that loosens becomes a four-eyes request another finance operator (or an admin) approves.
 */
export function createWithdrawRulesService(ctx: OperationsContext, deps: { audit: Audit }) {
  async function state(viewer: Operator, db: Db = ctx.db): Promise<BoWithdrawRulesState> {
    const agentId = await ctx.agentId();
    const gateway = ctx.payoutGateway;
    const [{ rules, source }, usage, pending, reconciled] = await Promise.all([
      currentRules(db, agentId, ctx.sandboxPayouts),
      autoUsage(db, agentId, ctx.clock.now()),
      latestApproval(db, WITHDRAW_RULES_KIND, `agent:${agentId}`),
      gateway === null ? null : latestPayoutReconciliation(db, agentId, gateway),
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
      pending_approval: pending?.status === 'pending' ? approvalView(pending, viewer) : null,
      reconciliation: reconciled ? reconciliationView(reconciled) : null,
    };
  }
  return {
    state,
    async set(operator: Operator, rules: BoWithdrawRules) {
      if (rules.enabled && ctx.payoutGateway === null) throw new AppError('BO_WITHDRAW_RULES_NO_GATEWAY');
      const agentId = await ctx.agentId();
      const applied = await runInLedgerTransaction(ctx.db, async (tx) => {
        const before = await currentRules(tx, agentId, ctx.sandboxPayouts);
        if (!loosens(before.rules, rulesFromBaht(rules))) {
          await applyRules(tx, ctx, deps.audit, operator, rules);
          return true;
        }
        await requestApproval(tx, { audit: deps.audit, clock: ctx.clock }, operator, {
          kind: WITHDRAW_RULES_KIND,
          subject: `agent:${agentId}`,
          payload: { rules, summary: 'ผ่อนกฎอนุมัติถอนอัตโนมัติ' },
          retryAfterDecision: false,
        });
        return false;
      });
      return { applied, state: await state(operator) };
    },
  };
}

export type WithdrawRulesService = ReturnType<typeof createWithdrawRulesService>;
