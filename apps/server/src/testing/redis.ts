import { randomBytes } from 'node:crypto';
import { createRedisLink } from '#shared/redis.ts';
import type { RedisLink } from '#shared/redis.ts';

/**
 * A Redis namespace (REDIS_NAMESPACE) no other test uses, as each deployment has its own: another file or
 * another run on the same Redis shares none of its keys.
 */
export function freshTestRedisNamespace(): string {
  return `ug99-test-${randomBytes(8).toString('hex')}`;
}

/** A link to the tests' Redis (REDIS_URL) in a namespace of its own. */
export function testRedisLink(): RedisLink {
  return createRedisLink(process.env.REDIS_URL ?? '', undefined, freshTestRedisNamespace());
}
