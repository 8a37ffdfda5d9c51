import { accessCalls } from '@ug99/contract';
import type { BackofficeOperatorCreateRequest } from '@ug99/contract';
import { boCall } from '#bo/api/client.ts';

// Operators and their sessions, for admins (docs/BACKOFFICE.md#access).

export const OPERATORS_KEY = ['backoffice', 'operators'] as const;
export const SESSIONS_KEY = ['backoffice', 'sessions'] as const;

export const fetchOperators = (signal?: AbortSignal) => boCall(accessCalls.operators, { signal });

export const addOperator = (body: BackofficeOperatorCreateRequest) =>
  boCall(accessCalls.addOperator, { body });

export const disableOperator = (id: number) => boCall(accessCalls.disableOperator, { params: { id } });

export const newSetupLink = (id: number) => boCall(accessCalls.reissueSetupLink, { params: { id } });

export const fetchSessions = (signal?: AbortSignal) => boCall(accessCalls.sessions, { signal });

export const revokeSession = (id: number) => boCall(accessCalls.revokeSession, { params: { id } });
