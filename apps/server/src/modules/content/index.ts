/**
 * The content domain's public API: the agent's settings and code check, the site's content (banners,
 * events, notifications) and the health check. Nothing here moves money (promotions: #promotions).
 */
export { agentHandlers } from './agent/routes.ts';
export { createAgentService } from './agent/service.ts';
export { contentHandlers } from './routes.ts';
export { createContentService } from './service.ts';
export { healthRoutes } from './health/routes.ts';
export { createHealthService } from './health/service.ts';
export { createReadinessService } from './health/readiness.ts';
export {
  addBanner,
  addEvent,
  addNotification,
  updateBanner,
  updateEvent,
  updateNotification,
} from './operator.ts';
export type { BannerInput, Change, EventInput, NotificationInput } from './operator.ts';
export type { BannerRow, EventRow, NotificationRow } from './queries.ts';
export { bannerPage, eventPage, notificationPage } from './operator-queries.ts';
