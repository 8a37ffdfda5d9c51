import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, optionalAgentCodeQuery, promotionList } from '@ug99/contract';
import { responses } from '#shared/responses.ts';
import type { PromotionService } from './service.ts';

export function promotionRoutes(promotion: PromotionService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/promotion/list',
      {
        schema: {
          tags: ['promotion'],
          summary: 'Active promotions with their bonus, turnover and withdrawal terms (amounts in baht)',
          querystring: optionalAgentCodeQuery,
          response: responses(promotionList),
        },
      },
      async (req) => ok(await promotion.listPromotions(req.query.agent_code)),
    );
  };
}
