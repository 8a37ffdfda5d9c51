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

/**
 * `GET /api/ready` (docs/OPERATIONS.md#readiness): whether a load balancer should send this instance
 * new requests. 200 only when every check is true; otherwise 503 with the same report.
 */
export const readiness = z.object({
  ready: z.boolean(),
  checks: z.object({
    database: z.boolean(),
    migrations: z.boolean(),
    /** True when Redis answers or is not configured. */
    redis: z.boolean(),
    /** False once the instance has been told to stop. */
    accepting: z.boolean(),
  }),
});
export type Readiness = z.infer<typeof readiness>;

/** The 503 answer of /api/ready: the envelope of SERVICE_UNAVAILABLE, with the report as data. */
export const readinessUnavailable = z.object({
  error: z.number().int().positive(),
  data: readiness,
  message: z.string(),
});
