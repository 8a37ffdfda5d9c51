import type { z } from 'zod';
import type {
  FlaggedQueueQuery,
  QueueFlagged,
  QueueWithdrawal,
  WithdrawalQueueQuery,
  flaggedDecisionResult,
  withdrawalDecisionResult,
} from '@ug99/contract';
import { boRequest } from '#bo/api/client.ts';
import type { ListParams, Page } from '#bo/shared/server-table.ts';

// The queues (docs/BACKOFFICE.md#queues): every decision carries the `version` the operator saw, so two
// operators never decide the same item twice (the second gets BO_ALREADY_DECIDED).

export const QUEUES_KEY = ['backoffice', 'queues'] as const;

export const fetchWithdrawals = (query: ListParams<WithdrawalQueueQuery>, signal?: AbortSignal) =>
  boRequest<Page<QueueWithdrawal>>('/api/backoffice/withdrawals', { query, signal });

export const approveWithdrawal = (id: number, version: number) =>
  boRequest<z.infer<typeof withdrawalDecisionResult>>(`/api/backoffice/withdrawals/${id}/approve`, {
    method: 'POST',
    body: { version },
  });

export const rejectWithdrawal = (id: number, version: number, reason: string) =>
  boRequest<z.infer<typeof withdrawalDecisionResult>>(`/api/backoffice/withdrawals/${id}/reject`, {
    method: 'POST',
    body: { version, reason },
  });

export const fetchFlagged = (query: ListParams<FlaggedQueueQuery>, signal?: AbortSignal) =>
  boRequest<Page<QueueFlagged>>('/api/backoffice/flagged-deposits', { query, signal });

export const creditFlagged = (id: number, body: { version: number; phone: string; reason?: string }) =>
  boRequest<z.infer<typeof flaggedDecisionResult>>(`/api/backoffice/flagged-deposits/${id}/credit`, {
    method: 'POST',
    body,
  });

export const returnFlagged = (id: number, version: number, reason: string) =>
  boRequest<z.infer<typeof flaggedDecisionResult>>(`/api/backoffice/flagged-deposits/${id}/return`, {
    method: 'POST',
    body: { version, reason },
  });

/** The live feed's address: each event says an item arrived or was decided, so the queue reloads. */
export const QUEUE_EVENTS_URL = '/api/backoffice/queues/events';
