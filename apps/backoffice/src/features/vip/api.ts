import { vipCalls } from '@ug99/contract';
import type { BoVipTermsInput } from '@ug99/contract';
import { boCall } from '#bo/api/client.ts';

// The VIP levels' terms (docs/BACKOFFICE.md#vip-levels).

export const VIP_TERMS_KEY = ['backoffice', 'vip-terms'] as const;

export const fetchVipTerms = (signal?: AbortSignal) => boCall(vipCalls.terms, { signal });

export const saveVipTerms = (level: number, body: BoVipTermsInput) =>
  boCall(vipCalls.saveTerms, { params: { level }, body });
