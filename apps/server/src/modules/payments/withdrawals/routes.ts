import { ok } from '@ug99/contract';
import type { withdrawRouteSchemas } from '@ug99/contract';
import { memberOf } from '#members';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { WithdrawService } from './service.ts';

/** The member's withdrawal calls (docs/PAYMENTS.md#withdrawals), as the route table lists them. */
export function withdrawHandlers(withdrawals: WithdrawService): ApiHandlers<typeof withdrawRouteSchemas> {
  return {
    request: async (req) => ok(await withdrawals.request(memberOf(req), req.body)),
    list: async (req) => ok(await withdrawals.list(memberOf(req))),
  };
}
