import type { Route } from './define.ts';
import type { inboxRouteSchemas } from './inbox-schemas.ts';

/*
 * The member's inbox and web push addresses; their schemas are in inbox-schemas.ts.
 * The index exports this module as `inboxRoutes`: a page's chunk keeps only the addresses it calls.
 */
type S = typeof inboxRouteSchemas;

export const list = 'GET /api/member/inbox' as Route<S['list']>;
export const read = 'POST /api/member/inbox/read' as Route<S['read']>;
export const settings = 'GET /api/member/inbox/settings' as Route<S['settings']>;
export const saveSettings = 'POST /api/member/inbox/settings' as Route<S['saveSettings']>;
export const pushKey = 'GET /api/member/push/key' as Route<S['pushKey']>;
export const pushSubscribe = 'POST /api/member/push/subscribe' as Route<S['pushSubscribe']>;
export const pushUnsubscribe = 'POST /api/member/push/unsubscribe' as Route<S['pushUnsubscribe']>;
