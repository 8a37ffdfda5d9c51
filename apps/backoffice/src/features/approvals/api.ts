import type {
  AdjustMemberRequest,
  BoAdjustOutcome,
  BoApproval,
  BoApprovalDetail,
  BoApprovalsQuery,
} from '@ug99/contract';
import { boRequest } from '#bo/api/client.ts';
import type { ListParams, Page } from '#bo/shared/server-table.ts';

// Four-eyes requests (docs/BACKOFFICE.md#four-eyes-approval).

export const APPROVALS_KEY = ['backoffice', 'approvals'] as const;

export const fetchApprovals = (query: ListParams<BoApprovalsQuery>, signal?: AbortSignal) =>
  boRequest<Page<BoApproval>>('/api/backoffice/approvals', { query, signal });

export const fetchApproval = (id: number, signal?: AbortSignal) =>
  boRequest<BoApprovalDetail>(`/api/backoffice/approvals/${id}`, { signal });

export const approve = (id: number) =>
  boRequest<{ approval: BoApproval }>(`/api/backoffice/approvals/${id}/approve`, {
    method: 'POST',
    body: {},
  });

export const reject = (id: number, reason: string) =>
  boRequest<{ approval: BoApproval }>(`/api/backoffice/approvals/${id}/reject`, {
    method: 'POST',
    body: { reason },
  });

/** An adjustment: done, or above the finance limit a request waiting for a second operator. */
export const adjustOrRequest = (memberId: number, body: AdjustMemberRequest) =>
  boRequest<BoAdjustOutcome>(`/api/backoffice/members/${memberId}/adjust`, { method: 'POST', body });
