import type { z } from 'zod';
import { operationsCalls } from '@ug99/contract';
import type { AdjustMemberRequest, MemberSearchQuery, boStatementPage } from '@ug99/contract';
import { boCall } from '#bo/api/client.ts';
import type { ListParams } from '#bo/shared/server-table.ts';

// Members (docs/BACKOFFICE.md#members): search, a member's page, the statement, and the actions.

export const MEMBERS_KEY = ['backoffice', 'members'] as const;
export const memberKey = (id: number) => [...MEMBERS_KEY, id] as const;

export type StatementPage = z.infer<typeof boStatementPage>;
export type StatementRow = StatementPage['items'][number];

export const searchMembers = (query: ListParams<MemberSearchQuery>, signal?: AbortSignal) =>
  // The table's `sort` is one of the columns the server sorts by.
  boCall(operationsCalls.members, { query: query as MemberSearchQuery, signal });

export const fetchMember = (id: number, signal?: AbortSignal) =>
  boCall(operationsCalls.member, { params: { id }, signal });

export const fetchStatement = (
  id: number,
  query: { page: number; page_size: number },
  signal?: AbortSignal,
) => boCall(operationsCalls.statement, { params: { id }, query, signal });

export const adjustMember = (id: number, body: AdjustMemberRequest) =>
  boCall(operationsCalls.adjustMember, { params: { id }, body });

export const lockMember = (id: number, lock: boolean, reason: string) =>
  boCall(lock ? operationsCalls.lockMember : operationsCalls.unlockMember, {
    params: { id },
    body: { reason },
  });

export const resetMemberSessions = (id: number) =>
  boCall(operationsCalls.resetMemberSessions, { params: { id } });

export const addMemberNote = (id: number, text: string) =>
  boCall(operationsCalls.addMemberNote, { params: { id }, body: { text } });
