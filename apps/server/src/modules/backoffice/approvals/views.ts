import { APPROVAL_ROLES } from '@ug99/contract';
import type { ApprovalKind, BoApproval, OperatorRole } from '@ug99/contract';
import type { Operator } from '../operations/context.ts';
import type { ApprovalRow } from './queries.ts';

export function mayDecideKind(role: OperatorRole, kind: ApprovalKind): boolean {
  return role === 'admin' || (APPROVAL_ROLES[kind] as readonly string[]).includes(role);
}

export function approvalView(a: ApprovalRow, viewer: Pick<Operator, 'id' | 'role'>): BoApproval {
  return {
    id: a.id,
    kind: a.kind,
    subject: a.subject,
    summary: typeof a.payload.summary === 'string' ? a.payload.summary : a.subject,
    payload: a.payload,
    requested_by: a.requestedByName,
    requested_by_id: a.requestedBy,
    requested_at: a.requestedAt.toISOString(),
    status: a.status,
    decided_by: a.decidedByName,
    decided_at: a.decidedAt?.toISOString() ?? null,
    reason: a.reason,
    may_decide: a.status === 'pending' && a.requestedBy !== viewer.id && mayDecideKind(viewer.role, a.kind),
  };
}
