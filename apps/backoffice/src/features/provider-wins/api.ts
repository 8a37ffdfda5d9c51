import { providerWinCalls } from '@ug99/contract';
import type { ProviderWinQueueQuery, ResolveProviderWinRequest } from '@ug99/contract';
import { boCall } from '#bo/api/client.ts';

// The provider-win queue (docs/BACKOFFICE.md#provider-win-queue).

export const PROVIDER_WINS_KEY = ['backoffice', 'provider-wins'] as const;

export const fetchProviderWins = (query: ProviderWinQueueQuery, signal?: AbortSignal) =>
  boCall(providerWinCalls.providerWins, { query, signal });

export const resolveProviderWin = (id: number, body: ResolveProviderWinRequest) =>
  boCall(providerWinCalls.resolve, { params: { id }, body });
