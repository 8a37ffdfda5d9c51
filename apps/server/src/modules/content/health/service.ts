import type { Health } from '@ug99/contract';
import type { Database } from '#db/client.ts';
import { pingDatabase } from './queries.ts';

export type HealthService = ReturnType<typeof createHealthService>;

export function createHealthService(database: Database, version: string) {
  return {
    /** "ok" only when the database answers; otherwise the call fails and a load balancer stops routing here. */
    async check(): Promise<Health> {
      await pingDatabase(database.db);
      return { status: 'ok', database: database.kind, version };
    },
  };
}
