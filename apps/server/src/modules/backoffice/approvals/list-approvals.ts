import { APPROVAL_KINDS } from '@ug99/contract';
import type { BoApprovalsQuery } from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import { pageView } from '#shared/paging.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import { findApproval, pageApprovals } from './queries.ts';
import type { ApprovalRow } from './queries.ts';
import { approvalView, mayDecideKind } from './views.ts';

/** A page of the requests of the kinds the operator's role may decide. */
export async function listApprovals({ db }: OperationsContext, operator: Operator, q: BoApprovalsQuery) {
  const kinds = APPROVAL_KINDS.filter((k) => mayDecideKind(operator.role, k));
  const found = await pageApprovals(db, {
    kinds,
    status: q.status,
    kind: q.kind,
    page: q.page,
    pageSize: q.page_size,
  });
  return pageView(q, found, (a) => approvalView(a, operator));
}

/** One request the operator's role may decide, or BO_APPROVAL_NOT_FOUND. */
export async function showApproval(
  { db }: OperationsContext,
  operator: Operator,
  id: number,
): Promise<ApprovalRow> {
  const a = await findApproval(db, id);
  if (!a || !mayDecideKind(operator.role, a.kind)) throw new AppError('BO_APPROVAL_NOT_FOUND');
  return a;
}
