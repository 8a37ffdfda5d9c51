/**
 * The notifications domain's public API (docs/NOTIFICATIONS.md): the member's inbox, the call other
 * domains make inside their own transaction to write an item, and the retention job.
 */
export { registerNotifications } from './register-routes.ts';
export { notifyLimitsTookEffect, notifyMembers } from './inbox.ts';
export type { InboxEvent } from './texts.ts';
export { createNotificationJobs } from './jobs.ts';
