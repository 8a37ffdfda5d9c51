import type { BoVipTermsInput, BoVipTermsList, BoVipTermsSaved } from '@ug99/contract';
import { boRequest } from '#bo/api/client.ts';

// The VIP levels' terms (docs/BACKOFFICE.md#vip-levels).

export const VIP_TERMS_KEY = ['backoffice', 'vip-terms'] as const;

export const fetchVipTerms = (signal?: AbortSignal) =>
  boRequest<BoVipTermsList>('/api/backoffice/vip/terms', { signal });

export const saveVipTerms = (level: number, body: BoVipTermsInput) =>
  boRequest<BoVipTermsSaved>(`/api/backoffice/vip/terms/${level}`, { method: 'POST', body });
