import type { BoApprovalsQuery } from '@ug99/contract';
import type { OperationsContext, Operator } from '../operations/context.ts';
import type { ApprovalDeps } from './approval-deps.ts';
import { decideRequest } from './decide-approval.ts';
import { listApprovals, showApproval } from './list-approvals.ts';

export type { ApprovalDeps } from './approval-deps.ts';
export { requestApproval } from './request-approval.ts';
export { approvalView, mayDecideKind } from './views.ts';

/**
 * Four-eyes approval (docs/BACKOFFICE.md#four-eyes-approval), one use case per file: an adjustment above
 * the finance limit and a government-lottery result are requested by one operator (request-approval.ts)
 * and carried out only when a second operator (never the requester, with a role for the kind) approves
 * (decide-approval.ts, running the kind's action from executors.ts). The approval runs the action in its
 * own transaction, after it has moved the request from pending to approved: a request is carried out at
 * most once, however many approve at once. The request, the decision and the action each write an audit
 * row; the decision's names both operators.
 */
export function createApprovalService(ctx: OperationsContext, deps: ApprovalDeps) {
  return {
    list: (operator: Operator, q: BoApprovalsQuery) => listApprovals(ctx, operator, q),
    find: (operator: Operator, id: number) => showApproval(ctx, operator, id),
    approve: (operator: Operator, id: number) => decideRequest(ctx, deps, operator, id, true, null),
    reject: (operator: Operator, id: number, reason: string) =>
      decideRequest(ctx, deps, operator, id, false, reason),
  };
}

export type ApprovalService = ReturnType<typeof createApprovalService>;
