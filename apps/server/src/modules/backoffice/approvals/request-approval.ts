import type { ApprovalKind } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import type { Audit } from './approval-deps.ts';
import { findApproval, insertApproval, latestApproval } from './queries.ts';
import type { ApprovalRow } from './queries.ts';

/** JSON with object keys sorted: jsonb keeps its own key order, so payloads compare by content. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}
const samePayload = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * Asks for a second operator's approval, in the caller's transaction with its audit row. The same request
 * again (a retry: same kind, subject and content) answers the request already made; another request while
 * one is pending for the subject is refused with BO_APPROVAL_PENDING_EXISTS.
 */
export async function requestApproval(
  tx: Db,
  deps: { audit: Audit; clock: OperationsContext['clock'] },
  requester: Operator,
  input: {
    kind: ApprovalKind;
    subject: string;
    payload: Record<string, unknown>;
    retryAfterDecision: boolean;
  },
): Promise<ApprovalRow> {
  const latest = await latestApproval(tx, input.kind, input.subject);
  if (latest && samePayload(latest.payload, input.payload)) {
    if (latest.status === 'pending' || input.retryAfterDecision) return latest;
  }
  if (latest?.status === 'pending') throw new AppError('BO_APPROVAL_PENDING_EXISTS');
  const id = await insertApproval(tx, {
    kind: input.kind,
    subject: input.subject,
    payload: input.payload,
    requestedBy: requester.id,
    at: deps.clock.now(),
  });
  if (id === null) throw new AppError('BO_APPROVAL_PENDING_EXISTS');
  await deps.audit(tx, requester, {
    ip: requester.ip,
    action: 'approval.request',
    targetType: 'approval',
    targetId: id,
    after: { status: 'pending', kind: input.kind, subject: input.subject },
    detail: { kind: input.kind, subject: input.subject, payload: input.payload },
  });
  return (await findApproval(tx, id))!;
}
