import type { wheelRouteSchemas } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import type { ApiHandlers } from '#http/api-routes.ts';
import { requireAgent } from '#shared/agents.ts';
import type { Clock } from '#shared/clock.ts';
import { createWheelFairness } from './fairness.ts';
import { wheelRouteHandlers } from './routes.ts';
import { createWheelService } from './service.ts';
import type { WheelFairnessSettings } from './service.ts';

/** What the engagement domains' handlers are built from (the wheel, polls, coupons). */
export type EngagementDeps = { db: Db; clock: Clock; agentCode: string };

/** The wheel's handlers for app.ts to register from the route table (docs/ENGAGEMENT.md "Prize wheel"). */
export function wheelHandlers(
  deps: EngagementDeps,
  settings: WheelFairnessSettings,
): ApiHandlers<typeof wheelRouteSchemas> {
  const agentId = async () => (await requireAgent(deps.db, deps.agentCode)).id;
  return wheelRouteHandlers(
    createWheelService(deps.db, deps.clock, settings),
    createWheelFairness(deps.db, deps.clock, settings),
    agentId,
  );
}
