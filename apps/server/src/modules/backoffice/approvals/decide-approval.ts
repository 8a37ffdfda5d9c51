import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import { auditName } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import { thaiDateTime } from '#shared/thai-date-time.ts';
import type { ApprovalDeps } from './approval-deps.ts';
import { EXECUTORS } from './executors.ts';
import { decideApproval, findApproval } from './queries.ts';
import type { ApprovalRow } from './queries.ts';
import { approvalView, mayDecideKind } from './views.ts';

function decidedAlready(a: ApprovalRow): AppError {
  const when = a.decidedAt ? thaiDateTime(a.decidedAt) : '';
  const what = a.status === 'approved' ? 'อนุมัติ' : 'ไม่อนุมัติ';
  return new AppError('BO_APPROVAL_DECIDED', `คำขอนี้ถูก${what}แล้วโดย ${a.decidedByName ?? '-'} เมื่อ ${when}`);
}

/** Locks the request and checks that `operator` may decide it now. */
async function decidable(tx: Db, operator: Operator, id: number): Promise<ApprovalRow> {
  const a = await findApproval(tx, id, true);
  if (!a) throw new AppError('BO_APPROVAL_NOT_FOUND');
  if (a.status !== 'pending') throw decidedAlready(a);
  if (a.requestedBy === operator.id) throw new AppError('BO_APPROVAL_OWN_REQUEST');
  if (!mayDecideKind(operator.role, a.kind)) throw new AppError('BO_APPROVAL_ROLE');
  return a;
}

/**
 * Approves or rejects a pending request. An approval runs the kind's action in the decision's transaction,
 * after the request has moved from pending to approved, and its after-commit step once that has committed.
 */
export async function decideRequest(
  ctx: OperationsContext,
  deps: ApprovalDeps,
  operator: Operator,
  id: number,
  approve: boolean,
  reason: string | null,
) {
  const status = approve ? 'approved' : 'rejected';
  const decided = await runInLedgerTransaction(ctx.db, async (tx) => {
    const a = await decidable(tx, operator, id);
    const at = ctx.clock.now();
    // Pending → decided first: whoever comes second finds it decided and changes nothing.
    if (!(await decideApproval(tx, { id, status, decidedBy: operator.id, at, reason }))) {
      throw decidedAlready((await findApproval(tx, id))!);
    }
    if (approve) await EXECUTORS[a.kind].execute(tx, ctx, operator, a, at, deps.audit);
    await deps.audit(tx, operator, {
      ip: operator.ip,
      action: approve ? 'approval.approve' : 'approval.reject',
      targetType: 'approval',
      targetId: id,
      before: { status: 'pending' },
      after: { status, reason },
      detail: {
        kind: a.kind,
        subject: a.subject,
        requested_by: a.requestedByName,
        decided_by: auditName(operator),
        ...(reason ? { reason } : {}),
      },
    });
    return (await findApproval(tx, id))!;
  });
  if (approve) await EXECUTORS[decided.kind].afterCommit?.(ctx, decided, deps);
  return { approval: approvalView(decided, operator) };
}
