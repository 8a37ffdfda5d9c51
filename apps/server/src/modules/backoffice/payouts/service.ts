import type { BoWithdrawRules, BoWithdrawRulesState } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import { setWithdrawRules, withdrawRulesLoosen, withdrawRulesState } from '#payments';
import type { WithdrawRulesScope } from '#payments';
import { actingAs } from '../access/audit.ts';
import type { writeBackofficeAudit } from '../access/audit.ts';
import { approvalView, requestApproval } from '../approvals/service.ts';
import { latestApproval } from '../approvals/queries.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';

type Audit = typeof writeBackofficeAudit;

export const WITHDRAW_RULES_KIND = 'withdraw.rules';

/** The payments domain's scope of the rules: the agent, the clock, the sandbox's defaults. */
export async function rulesScope(ctx: OperationsContext): Promise<WithdrawRulesScope> {
  return { agentId: await ctx.agentId(), clock: ctx.clock, sandboxPayouts: ctx.sandboxPayouts };
}

/**
 * The automatic approval's rules in the back office (docs/rules/payments.md#automatic-approval): finance
 * reads them (the payments domain's, with today's automatic totals against the budgets) and a request
 * waiting for approval; a change that tightens applies at once, one that loosens becomes a four-eyes
 * request another finance operator (or an admin) approves.
 */
export function createWithdrawRulesService(ctx: OperationsContext, deps: { audit: Audit }) {
  async function state(viewer: Operator, db: Db = ctx.db): Promise<BoWithdrawRulesState> {
    const scope = await rulesScope(ctx);
    const [{ reconciliation, ...shown }, pending] = await Promise.all([
      withdrawRulesState(db, scope, ctx.payoutGateway),
      latestApproval(db, WITHDRAW_RULES_KIND, `agent:${scope.agentId}`),
    ]);
    return {
      ...shown,
      pending_approval: pending?.status === 'pending' ? approvalView(pending, viewer) : null,
      reconciliation,
    };
  }
  return {
    state,
    async set(operator: Operator, rules: BoWithdrawRules) {
      if (rules.enabled && ctx.payoutGateway === null) throw new AppError('BO_WITHDRAW_RULES_NO_GATEWAY');
      const scope = await rulesScope(ctx);
      const applied = await runInLedgerTransaction(ctx.db, async (tx) => {
        if (!(await withdrawRulesLoosen(tx, scope, rules))) {
          await setWithdrawRules(tx, scope, actingAs(operator, deps.audit), rules);
          return true;
        }
        await requestApproval(tx, { audit: deps.audit, clock: ctx.clock }, operator, {
          kind: WITHDRAW_RULES_KIND,
          subject: `agent:${scope.agentId}`,
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
