import type { FastifyInstance } from 'fastify';
import type { EngagementDeps } from '#wheel';
import { requireAgent } from '#shared/agents.ts';
import { pollRoutes } from './routes.ts';
import { createPollService } from './service.ts';

/** Registers the poll calls (docs/ENGAGEMENT.md "Polls"). */
export async function registerPolls(app: FastifyInstance, deps: EngagementDeps): Promise<void> {
  const agentId = async () => (await requireAgent(deps.db, deps.agentCode)).id;
  await app.register(pollRoutes(createPollService(deps.db, deps.clock, agentId), deps.requireMember));
}
