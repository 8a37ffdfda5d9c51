import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readiness } from '@ug99/contract';
import type { Database } from '#db/client.ts';
import { migrationsFolder } from '#db/migrate.ts';
import type { Availability } from '#shared/availability.ts';
import { latestAppliedMigration } from './queries.ts';
import { HEALTH_PING_TIMEOUT_MS, within } from './service.ts';

export type ReadinessService = ReturnType<typeof createReadinessService>;

/** When the newest migration this build carries was generated (drizzle records it as created_at). */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * `GET /api/ready` (docs/OPERATIONS.md#readiness): ready when the database answers with every migration
 * of this build applied, Redis answers (when configured) and the instance is not stopping. A database
 * migrated by a newer build is still current for this one (a rolling upgrade migrates first).
 */
export function createReadinessService(deps: {
  database: Database;
  redis?: Availability;
  draining: () => boolean;
}) {
  const newest = newestMigrationMillis();
  return {
    async check(): Promise<Readiness> {
      let database = true;
      let migrations = false;
      try {
        const applied = await within(latestAppliedMigration(deps.database.db), HEALTH_PING_TIMEOUT_MS);
        migrations = applied !== undefined && applied >= newest;
      } catch {
        database = false;
      }
      const checks = {
        database,
        migrations,
        redis: deps.redis ? deps.redis.isUp() : true,
        accepting: !deps.draining(),
      };
      return { ready: Object.values(checks).every(Boolean), checks };
    },
  };
}
