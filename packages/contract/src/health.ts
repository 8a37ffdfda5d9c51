import { z } from 'zod';

/**
 * /api/health (docs/OPERATIONS.md#health): `ok` when every dependency answers, `degraded` when Redis does
 * not (the instance still serves, docs/OPERATIONS.md#redis), `unavailable` with HTTP 503 when the database
 * does not. `dependencies` says which one is down.
 */
export const health = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  dependencies: z.object({
    database: z.enum(['up', 'down']),
    redis: z.enum(['up', 'down', 'not_configured']),
  }),
});
export type Health = z.infer<typeof health>;

/** The 503 answer of /api/health: the envelope of SERVICE_UNAVAILABLE, with the same report as data. */
export const healthUnavailable = z.object({
  error: z.number().int().positive(),
  data: health,
  message: z.string(),
});
