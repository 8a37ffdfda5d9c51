import { ok } from '@ug99/contract';
import type { wheelRouteSchemas } from '@ug99/contract';
import { memberOf } from '#members';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { WheelFairnessService } from './fairness.ts';
import type { WheelService } from './service.ts';

/** The wheel's calls (docs/ENGAGEMENT.md "Prize wheel"), as the contract's route table lists them. */
export function wheelRouteHandlers(
  wheel: WheelService,
  fairness: WheelFairnessService,
  agentId: () => Promise<number>,
): ApiHandlers<typeof wheelRouteSchemas> {
  return {
    config: async (req) => ok(await wheel.config(memberOf(req), 1)),
    configV2: async (req) => ok(await wheel.config(memberOf(req), 2)),
    spin: async (req) => ok(await wheel.spin(memberOf(req), 1, req.body)),
    spinV2: async (req) => ok(await wheel.spin(memberOf(req), 2, req.body)),
    reward: async (req) => ok(await wheel.reward(memberOf(req), req.body.spin_id)),
    fairness: async (req) => ok(await fairness.fairness(memberOf(req))),
    rotate: async (req) => ok(await fairness.rotate(memberOf(req), req.body)),
    history: async (req) => ok(await fairness.history(memberOf(req))),
    board: async () => ok(await wheel.board(await agentId())),
  };
}
