import type { FastifyInstance } from 'fastify';
import type { Db } from '#db/client.ts';
import type { RequireMember } from '#members';
import { requireAgent } from '#shared/agents.ts';
import type { Clock } from '#shared/clock.ts';
import { createWheelFairness } from './fairness.ts';
import { wheelRoutes } from './routes.ts';
import { createWheelService } from './service.ts';
import type { WheelFairnessSettings } from './service.ts';

export type EngagementDeps = { db: Db; clock: Clock; requireMember: RequireMember; agentCode: string };

/** Registers the wheel's calls (docs/ENGAGEMENT.md "Prize wheel"). */
export async function registerWheel(
  app: FastifyInstance,
  deps: EngagementDeps,
  settings: WheelFairnessSettings,
): Promise<void> {
  const agentId = async () => (await requireAgent(deps.db, deps.agentCode)).id;
  await app.register(
    wheelRoutes(
      createWheelService(deps.db, deps.clock, settings),
      createWheelFairness(deps.db, deps.clock, settings),
      deps.requireMember,
      agentId,
    ),
  );
}
