import { broadcastCalls } from '@ug99/contract';
import type { BroadcastListQuery, BroadcastRequest } from '@ug99/contract';
import { boCall } from '#bo/api/client.ts';
import type { ListParams } from '#bo/shared/server-table.ts';

// The broadcast calls (docs/NOTIFICATIONS.md#the-operators-broadcast).

export const BROADCASTS_KEY = ['backoffice', 'broadcasts'] as const;

export const fetchBroadcasts = (query: ListParams<BroadcastListQuery>, signal?: AbortSignal) =>
  boCall(broadcastCalls.broadcasts, { query: query as BroadcastListQuery, signal });

export const previewBroadcast = (body: BroadcastRequest) => boCall(broadcastCalls.preview, { body });

export const sendBroadcast = (body: BroadcastRequest) => boCall(broadcastCalls.send, { body });
