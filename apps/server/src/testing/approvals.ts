import { expect } from 'vitest';
import { ERRORS } from '@ug99/contract';
import type { OperatorCalls } from './backoffice.ts';

// Decisions on four-eyes requests (docs/rules/value-controls.md#four-eyes), as the tests of capped paths
// make them.

/** `who` approves request `id`: the answer. */
export function approveRequest(who: OperatorCalls, id: number) {
  return who.post(`/api/backoffice/approvals/${id}/approve`);
}

/** `decider` approves request `id`, and it is approved. */
export async function expectApproved(decider: OperatorCalls, id: number): Promise<void> {
  expect((await approveRequest(decider, id)).json()).toMatchObject({
    error: 0,
    data: { approval: { status: 'approved' } },
  });
}

/** `decider` rejects request `id` for `reason`, and it is rejected. */
export async function expectRejected(decider: OperatorCalls, id: number, reason: string): Promise<void> {
  const rejected = await decider.post(`/api/backoffice/approvals/${id}/reject`, { reason });
  expect(rejected.json()).toMatchObject({ error: 0, data: { approval: { status: 'rejected' } } });
}

/** The operator who asked for request `id` is refused its approval, whatever its role. */
export async function expectOwnApprovalRefused(asker: OperatorCalls, id: number): Promise<void> {
  expect((await approveRequest(asker, id)).json().error).toBe(ERRORS.BO_APPROVAL_OWN_REQUEST.code);
}
