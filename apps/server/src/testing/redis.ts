import { randomBytes } from 'node:crypto';
import { createRedisLink } from '#shared/redis.ts';
import type { RedisLink } from '#shared/redis.ts';

/**
 * A link to the tests' Redis (REDIS_URL) in a namespace of its own, as a deployment has
 * (REDIS_NAMESPACE): another file or another run on the same Redis shares none of its keys.
 */
export function testRedisLink(): RedisLink {
  return createRedisLink(
    process.env.REDIS_URL ?? '',
    undefined,
    `ug99-test-${randomBytes(6).toString('hex')}`,
  );
}
