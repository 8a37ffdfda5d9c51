import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERRORS, health, healthUnavailable, ok, readiness, readinessUnavailable } from '@ug99/contract';
import { responses } from '#shared/responses.ts';
import type { ReadinessService } from './readiness.ts';
import type { HealthService } from './service.ts';

export function healthRoutes(service: HealthService, ready: ReadinessService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and which dependency is down (HTTP 503 while the database is)',
          response: { ...responses(health), 503: healthUnavailable },
        },
      },
      async (_req, reply) => {
        const report = await service.check();
        if (report.status !== 'unavailable') return ok(report);
        const { code, http, message } = ERRORS.SERVICE_UNAVAILABLE;
        return reply.code(http).send({ error: code, data: report, message });
      },
    );
    app.get(
      '/api/ready',
      {
        schema: {
          tags: ['system'],
          summary:
            'Readiness for a load balancer: 200 when the database answers with current migrations, Redis answers and the instance is not stopping; else 503',
          response: { ...responses(readiness), 503: readinessUnavailable },
        },
      },
      async (_req, reply) => {
        const report = await ready.check();
        if (report.ready) return ok(report);
        const { code, http, message } = ERRORS.SERVICE_UNAVAILABLE;
        return reply.code(http).send({ error: code, data: report, message });
      },
    );
  };
}
