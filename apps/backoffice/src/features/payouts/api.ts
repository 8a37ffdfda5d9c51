import type { BoWithdrawRules, BoWithdrawRulesState } from '@ug99/contract';
import { boRequest } from '#bo/api/client.ts';

// The automatic approval's rules (docs/BACKOFFICE.md#automatic-approval-of-withdrawals).

export const RULES_KEY = ['backoffice', 'withdraw-rules'] as const;

export const fetchRules = (signal?: AbortSignal) =>
  boRequest<BoWithdrawRulesState>('/api/backoffice/withdraw-rules', { signal });

export const saveRules = (body: BoWithdrawRules) =>
  boRequest<{ applied: boolean; state: BoWithdrawRulesState }>('/api/backoffice/withdraw-rules', {
    method: 'POST',
    body,
  });
