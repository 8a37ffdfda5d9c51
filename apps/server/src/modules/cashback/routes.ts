import { ok } from '@ug99/contract';
import type { cashbackRouteSchemas } from '@ug99/contract';
import { memberOf } from '#members';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { CashbackService } from './service.ts';

/** Loss and turnover rebates (docs/PROMOTIONS.md#cashback): the rules, the histories and the claim. */
export function cashbackRouteHandlers(cashback: CashbackService): ApiHandlers<typeof cashbackRouteSchemas> {
  return {
    rules: async () => ok(cashback.rules()),
    lossHistory: async (req) => ok(await cashback.lossHistory(memberOf(req), req.query)),
    turnoverHistory: async (req) => ok(await cashback.turnoverHistory(memberOf(req), req.query)),
    claim: async (req) => ok(await cashback.claim(memberOf(req), req.body)),
  };
}
