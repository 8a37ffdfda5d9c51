import { operationsCalls } from '@ug99/contract';
import type { FlaggedQueueQuery, WithdrawalQueueQuery } from '@ug99/contract';
import { boCall, boCallUrl } from '#bo/api/client.ts';
import type { ListParams } from '#bo/shared/server-table.ts';

// The queues (docs/BACKOFFICE.md#queues): every decision carries the `version` the operator saw, so two
// operators never decide the same item twice (the second gets BO_ALREADY_DECIDED).

export const QUEUES_KEY = ['backoffice', 'queues'] as const;

export const fetchWithdrawals = (query: ListParams<WithdrawalQueueQuery>, signal?: AbortSignal) =>
  boCall(operationsCalls.withdrawals, { query: query as WithdrawalQueueQuery, signal });

export const approveWithdrawal = (id: number, version: number) =>
  boCall(operationsCalls.approveWithdrawal, { params: { id }, body: { version } });

export const rejectWithdrawal = (id: number, version: number, reason: string) =>
  boCall(operationsCalls.rejectWithdrawal, { params: { id }, body: { version, reason } });

export const fetchFlagged = (query: ListParams<FlaggedQueueQuery>, signal?: AbortSignal) =>
  boCall(operationsCalls.flaggedDeposits, { query: query as FlaggedQueueQuery, signal });

export const creditFlagged = (id: number, body: { version: number; phone: string; reason?: string }) =>
  boCall(operationsCalls.creditFlagged, { params: { id }, body });

export const returnFlagged = (id: number, version: number, reason: string) =>
  boCall(operationsCalls.returnFlagged, { params: { id }, body: { version, reason } });

/** The live feed's address: each event says an item arrived or was decided, so the queue reloads. */
export const QUEUE_EVENTS_URL = boCallUrl(operationsCalls.queueEvents);
