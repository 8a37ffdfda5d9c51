import type { Health } from '@ug99/contract';
import type { Database } from '#db/client.ts';
import { isDatabaseUnavailable } from '#db/unavailable.ts';
import type { Availability } from '#shared/availability.ts';
import { pingDatabase } from './queries.ts';

export type HealthService = ReturnType<typeof createHealthService>;

/** A ping that has not answered by then counts as a database out of reach. */
export const HEALTH_PING_TIMEOUT_MS = 1_500;

class PingTimeout extends Error {
  override name = 'PingTimeout';
}

/** `work`'s answer, or a PingTimeout when it has not come within `ms`. */
export function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PingTimeout(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The instance's own view of its dependencies (docs/OPERATIONS.md#health): it always answers, quickly,
 * and says which dependency is down; a load balancer stops routing here while the database is down.
 */
export function createHealthService(database: Database, version: string, redis?: Availability) {
  return {
    async check(): Promise<Health> {
      let databaseUp = true;
      try {
        await within(pingDatabase(database.db), HEALTH_PING_TIMEOUT_MS);
      } catch (err) {
        if (!(err instanceof PingTimeout) && !isDatabaseUnavailable(err)) throw err;
        databaseUp = false;
        if (database.kind === 'postgres') database.availability?.down(err);
      }
      const redisState = !redis ? 'not_configured' : redis.isUp() ? 'up' : 'down';
      return {
        status: !databaseUp ? 'unavailable' : redisState === 'down' ? 'degraded' : 'ok',
        database: database.kind,
        version,
        dependencies: { database: databaseUp ? 'up' : 'down', redis: redisState },
      };
    },
  };
}
