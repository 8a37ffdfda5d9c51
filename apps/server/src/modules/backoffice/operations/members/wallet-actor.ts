import type { WalletActor } from '#wallets';
import { auditName, originOf } from '../../access/audit.ts';
import type { Audit } from '../../approvals/approval-deps.ts';
import { latestApproval } from '../../approvals/queries.ts';
import { requestApproval } from '../../approvals/request-approval.ts';
import { approvalView } from '../../approvals/views.ts';
import { checkAndRecord } from '../../value-controls/service.ts';
import type { OperationsContext, Operator } from '../context.ts';

/**
 * The operator as the wallets' adjustment takes them (docs/ARCHITECTURE.md#operator-use-cases-live-in-their-domain):
 * the adjustment is the wallets', and what the back office owns comes with the operator, each run in the
 * adjustment's transaction: the `balance_adjust` caps (docs/rules/value-controls.md#balance-and-points-adjustments),
 * the request a submission already became, and the four-eyes request (docs/BACKOFFICE.md#four-eyes-approval),
 * which a retry of the same submission answers even once decided.
 */
export function walletActor(ctx: OperationsContext, audit: Audit, operator: Operator): WalletActor {
  return {
    name: auditName(operator),
    by: originOf(operator),
    withinCaps: async (tx, action) => (await checkAndRecord(tx, ctx, operator, action)) === 'within',
    earlierRequest: async (tx, request) => {
      const earlier = await latestApproval(tx, request.kind, request.subject);
      return earlier && approvalView(earlier, operator);
    },
    requestApproval: async (tx, request) =>
      approvalView(
        await requestApproval(tx, { audit, clock: ctx.clock }, operator, {
          ...request,
          retryAfterDecision: true,
        }),
        operator,
      ),
  };
}
