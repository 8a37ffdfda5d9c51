import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentCodeQuery,
  bannerList,
  eventList,
  notificationList,
  ok,
  optionalAgentCodeQuery,
} from '@ug99/contract';
import { responses } from '#shared/responses.ts';
import type { ContentService } from './service.ts';

export function contentRoutes(content: ContentService): FastifyPluginAsyncZod {
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
      async (req) => ok(await content.listNotifications(req.query.agent_code)),
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
      async (req) => ok(await content.listBanners(req.query.agent_code)),
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
      async (req) => ok(await content.listEvents(req.query.agent_code)),
    );
  };
}
