import type { FastifyRequest } from 'fastify';
import type { Config } from '#config';
import type { Db } from '#db/client.ts';
import type { publishMemberEvent, publishWalletBalances } from '#live';
import type { Clock } from '#shared/clock.ts';
import type { RedisLink } from '#shared/redis.ts';
import type { ThrottleStore } from '#throttle/index.ts';
import type { writeBackofficeAudit } from './access/audit.ts';

// Apart from register.ts, which registers the parts: each part's register.ts takes these deps, and
// importing their type from the file that imports the part made a cycle.

export type BackofficeOptions = {
  db: Db;
  clock: Clock;
  config: Config;
  /** The throttle counters the sign-in limits use (Redis across instances, docs/BACKOFFICE.md#access). */
  throttleStore: ThrottleStore;
  /** The app's Redis link (shared/redis.ts), when REDIS_URL is set. */
  redis?: RedisLink | undefined;
};

/**
 * What the back office's parts are built from (docs/BACKOFFICE.md): the database and clock, the whole
 * configuration, Redis for live updates across instances, the audit writer every action calls in its own
 * transaction, and the members' live events to tell a member's open pages that an operator changed their
 * balance.
 */
export type BackofficeDeps = {
  db: Db;
  clock: Clock;
  config: Config;
  redis: RedisLink | undefined;
  throttleStore: ThrottleStore;
  /** Whether a request's session still stands, without sliding it (long-lived streams re-check it). */
  sessionStands(req: FastifyRequest): Promise<boolean>;
  audit: typeof writeBackofficeAudit;
  live: {
    publishWalletBalances: typeof publishWalletBalances;
    publishMemberEvent: typeof publishMemberEvent;
  };
};
