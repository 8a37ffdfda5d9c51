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
// The back office's content screens (docs/BACKOFFICE.md#marketing): each kind listed, added, changed and
// switched off with its audit row, the caches cleared after the commit.
export { BANNERS, EVENTS, NOTIFICATIONS } from './content-kinds.ts';
export type { ContentKind } from './content-kinds.ts';
export { addContent, changeContent, listContent } from './manage-content.ts';
export type { ContentChangeDeps } from './manage-content.ts';
