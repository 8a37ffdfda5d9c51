import { inboxPage, inboxQuery, inboxReadRequest, inboxReadResult, inboxSettings } from '../inbox.ts';
import {
  pushKey,
  pushSubscribeRequest,
  pushSubscribeResult,
  pushUnsubscribeRequest,
  pushUnsubscribeResult,
} from '../push.ts';
import type { RouteSchemas } from './define.ts';

/** The member's inbox (docs/NOTIFICATIONS.md#calls) and web push (docs/NOTIFICATIONS.md#web-push). */
export const inboxRouteSchemas = {
  list: {
    auth: 'member',
    summary: "The member's inbox items, newest first, 20 a page; `unread=1` lists only unread ones",
    query: inboxQuery,
    response: inboxPage,
  },
  read: {
    auth: 'member',
    summary: "Marks the member's items read, by id or all; answers the unread count left",
    body: inboxReadRequest,
    response: inboxReadResult,
  },
  settings: {
    auth: 'member',
    summary: "Whether the member receives the operator's marketing broadcasts (on unless turned off)",
    response: inboxSettings,
  },
  saveSettings: {
    auth: 'member',
    summary: "Turns the operator's marketing broadcasts on or off for the member",
    body: inboxSettings,
    response: inboxSettings,
  },
  pushKey: {
    auth: 'member',
    summary: "The server's VAPID public key (base64url), the browser's applicationServerKey",
    response: pushKey,
  },
  pushSubscribe: {
    auth: 'member',
    summary: "Stores this device's push subscription and the inbox kinds it receives",
    body: pushSubscribeRequest,
    response: pushSubscribeResult,
  },
  pushUnsubscribe: {
    auth: 'member',
    summary: "Forgets this device's push subscription",
    body: pushUnsubscribeRequest,
    response: pushUnsubscribeResult,
  },
} as const satisfies Record<string, RouteSchemas>;
