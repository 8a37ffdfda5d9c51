import { ok } from '@ug99/contract';
import type { winlossRouteSchemas } from '@ug99/contract';
import { memberOf } from '#members';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { WinlossService } from './service.ts';

/** The member's own win/loss report (docs/PROMOTIONS.md#winloss), as the route table lists it. */
export function winlossHandlers(winloss: WinlossService): ApiHandlers<typeof winlossRouteSchemas> {
  return {
    report: async (req) => ok(await winloss.report(memberOf(req), req.query)),
  };
}
