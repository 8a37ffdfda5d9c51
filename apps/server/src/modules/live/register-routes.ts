import type { FastifyInstance } from 'fastify';
import type { RequireMember } from '#members';
import type { RedisLink } from '#shared/redis.ts';
import { createMemberEventBus } from './bus.ts';
import { memberEventRoutes } from './routes.ts';
import { createMemberEventStreams } from './streams.ts';

/**
 * The member's live events (docs/ARCHITECTURE.md#live-events): the bus (through Redis when REDIS_URL is
 * set), this instance's streams and their route. Services publish with publishBalance /
 * publishWalletBalances, which reach this app's bus without holding it.
 */
export async function registerLive(
  app: FastifyInstance,
  deps: { redis?: RedisLink | undefined; requireMember: RequireMember },
): Promise<void> {
  const bus = createMemberEventBus({
    redis: deps.redis,
    onError: (err) => app.log.warn({ err }, 'member events: bus error'),
  });
  const streams = createMemberEventStreams(bus);
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', () => bus.close());
  await app.register(memberEventRoutes(streams, deps.requireMember));
}
