import type { BoBroadcast, BroadcastListQuery, BroadcastPreview, BroadcastRequest } from '@ug99/contract';
import { boRequest } from '#bo/api/client.ts';
import type { ListParams, Page } from '#bo/shared/server-table.ts';

// The broadcast calls (docs/NOTIFICATIONS.md#the-operators-broadcast).

export const BROADCASTS_KEY = ['backoffice', 'broadcasts'] as const;

export const fetchBroadcasts = (query: ListParams<BroadcastListQuery>, signal?: AbortSignal) =>
  boRequest<Page<BoBroadcast>>('/api/backoffice/broadcasts', { query, signal });

export const previewBroadcast = (body: BroadcastRequest) =>
  boRequest<BroadcastPreview>('/api/backoffice/broadcasts/preview', { method: 'POST', body });

export const sendBroadcast = (body: BroadcastRequest) =>
  boRequest<BoBroadcast>('/api/backoffice/broadcasts', { method: 'POST', body });
