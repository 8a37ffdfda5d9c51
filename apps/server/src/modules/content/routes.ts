import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentCodeQuery,
  bannerList,
  eventList,
  notificationList,
  optionalAgentCodeQuery,
} from '@ug99/contract';
import { responses } from '#shared/responses.ts';
import { replyCached } from '#shared/cache/cached-reply.ts';
import type { ResponseCache } from '#shared/cache/response-cache.ts';
import type { ContentService } from './service.ts';

/** Every answer here is the same for every visitor: served from `cache` (docs/PERFORMANCE.md#content-caches). */
export function contentRoutes(content: ContentService, cache: ResponseCache): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/notifications',
      {
        schema: {
          tags: ['content'],
          summary: 'Announcements for the notification dialog (ประกาศสำคัญ)',
          querystring: optionalAgentCodeQuery,
          response: responses(notificationList),
        },
      },
      (req, reply) =>
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
    );

    app.get(
      '/api/banner',
      {
        schema: {
          tags: ['content'],
          summary: 'Home page banners',
          querystring: agentCodeQuery,
          response: responses(bannerList),
        },
      },
      (req, reply) =>
        replyCached(cache, req, reply, `banners:${req.query.agent_code}`, bannerList, async () => ({
          data: await content.listBanners(req.query.agent_code),
        })),
    );

    app.get(
      '/api/event/list',
      {
        schema: {
          tags: ['content'],
          summary: 'Images of the event announcement dialog',
          querystring: optionalAgentCodeQuery,
          response: responses(eventList),
        },
      },
      (req, reply) =>
        replyCached(cache, req, reply, `events:${req.query.agent_code ?? ''}`, eventList, async () => ({
          data: await content.listEvents(req.query.agent_code),
        })),
    );
  };
}
