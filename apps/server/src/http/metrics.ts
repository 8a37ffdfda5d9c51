import type { FastifyInstance } from 'fastify';
import { registry } from '#shared/metrics/registry.ts';
import { httpDuration, httpRequests } from '#shared/metrics/runtime.ts';
import { AppError } from './app-error.ts';

/** Where Prometheus scrapes (docs/OPERATIONS.md#metrics). */
export const METRICS_PATH = '/metrics';

/**
 * Counts every answer by its route template (`/api/lotto/rounds/:id`, never the id itself, so the number
 * of series stays bounded; `unmatched` for a miss), method and status class, with its duration.
 */
export function countRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    const labels = {
      route: req.routeOptions.url ?? 'unmatched',
      method: req.method,
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

/**
 * `GET /metrics` in Prometheus' text format. Never public: with BACKOFFICE_PORT it answers on the back
 * office's port only (http/backoffice-web.ts keeps it off the public one); without it, only to
 * `Authorization: Bearer <operator token>`. Without either way in it is absent.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  access: { ownPort: boolean; authorized?: (authorization: string | undefined) => boolean },
): void {
  const { ownPort, authorized } = access;
  if (!ownPort && !authorized) return;
  app.get(
    METRICS_PATH,
    {
      schema: { hide: true },
      onRequest: async (req) => {
        if (!ownPort && !authorized?.(req.headers.authorization)) throw new AppError('UNAUTHORIZED');
      },
    },
    async (_req, reply) => {
      const body = await registry.metrics();
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
