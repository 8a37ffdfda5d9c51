import type { FastifyInstance } from 'fastify';
import type { Db } from '#db/client.ts';
import type { RequireMember } from '#members';
import { pointsRoutes } from './routes.ts';

/** Registers the points calls (docs/ENGAGEMENT.md#points). */
export async function registerPoints(
  app: FastifyInstance,
  deps: { db: Db; requireMember: RequireMember },
): Promise<void> {
  await app.register(pointsRoutes(deps.db, deps.requireMember));
}
