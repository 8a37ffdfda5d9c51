/**
 * The notifications domain's public API (docs/NOTIFICATIONS.md): the member's inbox, the call other
 * domains make inside their own transaction to write an item, and the retention job.
 */
export { inboxHandlers } from './register-routes.ts';
export { notifyLimitsTookEffect, notifyMembers } from './inbox.ts';
export type { InboxEvent } from './texts.ts';
export { createNotificationJobs } from './jobs.ts';
export { createPushJobs, webPushSender } from './push/deliver.ts';
export type { PushSend } from './push/deliver.ts';
export { resolveVapidKeys } from './push/keys.ts';
export type { VapidKeys } from './push/keys.ts';
export { createLineJobs } from './line/deliver.ts';
export { lineMessagingApi } from './line/messaging-api.ts';
export type { LinePush } from './line/messaging-api.ts';
export { turnOnLineMessages } from './line/switch.ts';
export { insertLineLink, lineLinksOf } from './line/links-queries.ts';
export { lineLinkedSql, marketingOptedOutSql } from './audience-queries.ts';
export { lineMessageOf } from './line/deliver.ts';
