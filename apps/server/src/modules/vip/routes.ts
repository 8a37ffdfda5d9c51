import { ok } from '@ug99/contract';
import type { vipRouteSchemas } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import type { ApiHandlers } from '#http/api-routes.ts';
import { memberOf } from '#members';
import type { Clock } from '#shared/clock.ts';
import { vipStatusOf } from './status.ts';
import type { MemberVipReader, VipThresholds } from './terms.ts';

/** The VIP calls (docs/rules/vip.md#member-area), as the contract's route table lists them. */
export function vipHandlers(deps: {
  db: Db;
  clock: Clock;
  thresholds: VipThresholds;
  memberVip: MemberVipReader;
}): ApiHandlers<typeof vipRouteSchemas> {
  return {
    status: async (req) => ok(await vipStatusOf(deps, memberOf(req))),
  };
}
