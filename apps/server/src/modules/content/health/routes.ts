import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { health, ok } from '@ug99/contract';
import { responses } from '#shared/responses.ts';
import type { HealthService } from './service.ts';

export function healthRoutes(service: HealthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and database reachability',
          response: responses(health),
        },
      },
      async () => ok(await service.check()),
    );
  };
}
