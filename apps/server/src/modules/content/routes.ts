import { bannerList, eventList, notificationList } from '@ug99/contract';
import type { contentRouteSchemas } from '@ug99/contract';
import type { ApiHandlers } from '#http/api-routes.ts';
import { replyCached } from '#shared/cache/cached-reply.ts';
import type { ResponseCache } from '#shared/cache/response-cache.ts';
import type { ContentService } from './service.ts';

/** Every answer here is the same for every visitor: served from `cache` (docs/PERFORMANCE.md#content-caches). */
export function contentHandlers(
  content: ContentService,
  cache: ResponseCache,
): ApiHandlers<typeof contentRouteSchemas> {
  return {
    notifications: async (req, reply) =>
      replyCached(
        cache,
        req,
        reply,
        `notifications:${req.query.agent_code ?? ''}`,
        notificationList,
        async () => ({
          data: await content.listNotifications(req.query.agent_code),
        }),
      ),
    banners: async (req, reply) =>
      replyCached(cache, req, reply, `banners:${req.query.agent_code}`, bannerList, async () => ({
        data: await content.listBanners(req.query.agent_code),
      })),
    events: async (req, reply) =>
      replyCached(cache, req, reply, `events:${req.query.agent_code ?? ''}`, eventList, async () => ({
        data: await content.listEvents(req.query.agent_code),
      })),
  };
}
