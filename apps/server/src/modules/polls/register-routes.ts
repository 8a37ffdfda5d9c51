import type { pollRouteSchemas } from '@ug99/contract';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { EngagementDeps } from '#wheel';
import { requireAgent } from '#shared/agents.ts';
import { pollRouteHandlers } from './routes.ts';
import { createPollService } from './service.ts';

/** The poll calls' handlers for app.ts to register from the route table (docs/ENGAGEMENT.md "Polls"). */
export function pollHandlers(deps: EngagementDeps): ApiHandlers<typeof pollRouteSchemas> {
  const agentId = async () => (await requireAgent(deps.db, deps.agentCode)).id;
  return pollRouteHandlers(createPollService(deps.db, deps.clock, agentId));
}
