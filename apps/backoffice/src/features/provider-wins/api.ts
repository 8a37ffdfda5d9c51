import type {
  ProviderWinPage,
  ProviderWinQueueQuery,
  ResolveProviderWinRequest,
  resolveProviderWinResult,
} from '@ug99/contract';
import type { z } from 'zod';
import { boRequest } from '#bo/api/client.ts';

// The provider-win queue (docs/BACKOFFICE.md#provider-win-queue).

export const PROVIDER_WINS_KEY = ['backoffice', 'provider-wins'] as const;

export const fetchProviderWins = (query: ProviderWinQueueQuery, signal?: AbortSignal) =>
  boRequest<ProviderWinPage>('/api/backoffice/provider-wins', { query, signal });

export const resolveProviderWin = (id: number, body: ResolveProviderWinRequest) =>
  boRequest<z.infer<typeof resolveProviderWinResult>>(`/api/backoffice/provider-wins/${id}/resolve`, {
    method: 'POST',
    body,
  });
