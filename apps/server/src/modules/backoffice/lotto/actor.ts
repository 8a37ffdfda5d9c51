import type { LottoActor } from '#lotto';
import { actingAs } from '../access/audit.ts';
import type { Audit } from '../approvals/approval-deps.ts';
import { requestApproval } from '../approvals/request-approval.ts';
import { approvalView } from '../approvals/views.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import { checkAndRecord } from '../value-controls/service.ts';

/**
 * The operator as the lotto's use cases take them (docs/ARCHITECTURE.md#operator-use-cases-live-in-their-domain):
 * the use case is the lotto's, and what the back office owns comes with the operator, each run in the
 * use case's transaction: the audit row under the operator's account and address, the `lotto_rates` caps
 * (docs/rules/value-controls.md#lotto-rates) and the four-eyes request (docs/BACKOFFICE.md#four-eyes-approval).
 */
export function lottoActor(ctx: OperationsContext, audit: Audit, operator: Operator): LottoActor {
  return {
    ...actingAs(operator, audit),
    withinCaps: async (tx, action) =>
      (await checkAndRecord(tx, ctx, operator, { ...action, memberId: null })) === 'within',
    requestApproval: async (tx, request) =>
      approvalView(
        await requestApproval(tx, { audit, clock: ctx.clock }, operator, {
          ...request,
          retryAfterDecision: false,
        }),
        operator,
      ),
  };
}
