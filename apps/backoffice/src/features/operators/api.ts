import type {
  BackofficeOperator,
  BackofficeOperatorCreateRequest,
  BackofficeOperatorList,
  BackofficeRevoked,
  BackofficeSessionList,
  BackofficeSetupLink,
} from '@ug99/contract';
import { boRequest } from '#bo/api/client.ts';

// Operators and their sessions, for admins (docs/BACKOFFICE.md#access).

export const OPERATORS_KEY = ['backoffice', 'operators'] as const;
export const SESSIONS_KEY = ['backoffice', 'sessions'] as const;

export const fetchOperators = (signal?: AbortSignal) =>
  boRequest<BackofficeOperatorList>('/api/backoffice/operators', { signal });

export const addOperator = (body: BackofficeOperatorCreateRequest) =>
  boRequest<BackofficeSetupLink>('/api/backoffice/operators', { method: 'POST', body });

export const disableOperator = (id: number) =>
  boRequest<BackofficeOperator>(`/api/backoffice/operators/${id}/disable`, { method: 'POST', body: {} });

export const newSetupLink = (id: number) =>
  boRequest<BackofficeSetupLink>(`/api/backoffice/operators/${id}/setup-link`, { method: 'POST', body: {} });

export const fetchSessions = (signal?: AbortSignal) =>
  boRequest<BackofficeSessionList>('/api/backoffice/sessions', { signal });

export const revokeSession = (id: number) =>
  boRequest<BackofficeRevoked>(`/api/backoffice/sessions/${id}/revoke`, { method: 'POST', body: {} });
