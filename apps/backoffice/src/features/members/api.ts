import type { z } from 'zod';
import type {
  AdjustMemberRequest,
  BoMemberDetail,
  BoMemberRow,
  MemberSearchQuery,
  adjustMemberResult,
  boStatementPage,
  lockMemberResult,
  memberNote,
  resetSessionsResult,
} from '@ug99/contract';
import { boRequest } from '#bo/api/client.ts';
import type { ListParams, Page } from '#bo/shared/server-table.ts';

// Members (docs/BACKOFFICE.md#members): search, a member's page, the statement, and the actions.

export const MEMBERS_KEY = ['backoffice', 'members'] as const;
export const memberKey = (id: number) => [...MEMBERS_KEY, id] as const;

export type StatementPage = z.infer<typeof boStatementPage>;
export type StatementRow = StatementPage['items'][number];

export const searchMembers = (query: ListParams<MemberSearchQuery>, signal?: AbortSignal) =>
  boRequest<Page<BoMemberRow>>('/api/backoffice/members', { query, signal });

export const fetchMember = (id: number, signal?: AbortSignal) =>
  boRequest<BoMemberDetail>(`/api/backoffice/members/${id}`, { signal });

export const fetchStatement = (
  id: number,
  query: { page: number; page_size: number },
  signal?: AbortSignal,
) => boRequest<StatementPage>(`/api/backoffice/members/${id}/statement`, { query, signal });

export const adjustMember = (id: number, body: AdjustMemberRequest) =>
  boRequest<z.infer<typeof adjustMemberResult>>(`/api/backoffice/members/${id}/adjust`, {
    method: 'POST',
    body,
  });

export const lockMember = (id: number, lock: boolean, reason: string) =>
  boRequest<z.infer<typeof lockMemberResult>>(`/api/backoffice/members/${id}/${lock ? 'lock' : 'unlock'}`, {
    method: 'POST',
    body: { reason },
  });

export const resetMemberSessions = (id: number) =>
  boRequest<z.infer<typeof resetSessionsResult>>(`/api/backoffice/members/${id}/sessions/reset`, {
    method: 'POST',
    body: {},
  });

export const addMemberNote = (id: number, text: string) =>
  boRequest<z.infer<typeof memberNote>>(`/api/backoffice/members/${id}/notes`, {
    method: 'POST',
    body: { text },
  });
