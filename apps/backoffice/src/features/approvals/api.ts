import { lottoCalls, operationsCalls } from '@ug99/contract';
import type { AdjustMemberRequest, BoApprovalsQuery } from '@ug99/contract';
import { boCall } from '#bo/api/client.ts';
import type { ListParams } from '#bo/shared/server-table.ts';

// Four-eyes requests (docs/BACKOFFICE.md#four-eyes-approval).

export const APPROVALS_KEY = ['backoffice', 'approvals'] as const;

export const fetchApprovals = (query: ListParams<BoApprovalsQuery>, signal?: AbortSignal) =>
  boCall(lottoCalls.approvals, { query: query as BoApprovalsQuery, signal });

export const fetchApproval = (id: number, signal?: AbortSignal) =>
  boCall(lottoCalls.approval, { params: { id }, signal });

export const approve = (id: number) => boCall(lottoCalls.approve, { params: { id } });

export const reject = (id: number, reason: string) =>
  boCall(lottoCalls.reject, { params: { id }, body: { reason } });

/** An adjustment: done, or above the finance limit a request waiting for a second operator. */
export const adjustOrRequest = (memberId: number, body: AdjustMemberRequest) =>
  boCall(operationsCalls.adjustMember, { params: { id: memberId }, body });
