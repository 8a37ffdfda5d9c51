import { payoutCalls } from '@ug99/contract';
import type { BoWithdrawRules } from '@ug99/contract';
import { boCall } from '#bo/api/client.ts';

// The automatic approval's rules (docs/BACKOFFICE.md#automatic-approval-of-withdrawals).

export const RULES_KEY = ['backoffice', 'withdraw-rules'] as const;

export const fetchRules = (signal?: AbortSignal) => boCall(payoutCalls.withdrawRules, { signal });

export const saveRules = (body: BoWithdrawRules) => boCall(payoutCalls.setWithdrawRules, { body });
