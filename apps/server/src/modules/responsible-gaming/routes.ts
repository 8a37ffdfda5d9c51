import { ok } from '@ug99/contract';
import type { responsibleGamingRouteSchemas } from '@ug99/contract';
import type { ApiHandlers } from '#http/api-routes.ts';
import { memberOf } from '#http/member-request.ts';
import type { ResponsibleGamingService } from './service.ts';

/** The member's responsible-gaming settings (docs/rules/responsible-gaming.md), as the route table lists them. */
export function responsibleGamingHandlers(
  rg: ResponsibleGamingService,
): ApiHandlers<typeof responsibleGamingRouteSchemas> {
  return {
    settings: async (req) => ok(await rg.get(memberOf(req))),
    update: async (req) => ok(await rg.update(memberOf(req), req.body)),
  };
}
