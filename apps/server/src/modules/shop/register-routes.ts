import type { FastifyInstance } from 'fastify';
import type { Db } from '#db/client.ts';
import type { RequireMember } from '#members';
import type { Clock } from '#shared/clock.ts';
import { shopRoutes } from './routes.ts';
import { createShopService } from './service.ts';

/** Registers the points shop calls (docs/ENGAGEMENT.md#points-shop). */
export async function registerShop(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; requireMember: RequireMember },
): Promise<void> {
  await app.register(shopRoutes(createShopService(deps.db, deps.clock), deps.requireMember));
}
