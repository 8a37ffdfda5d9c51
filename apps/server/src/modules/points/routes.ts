import { ok } from '@ug99/contract';
import type { pointsRouteSchemas } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { memberOf } from '#members';
import type { ApiHandlers } from '#http/api-routes.ts';
import { pointsHistory } from './history.ts';

/** The points calls (docs/ENGAGEMENT.md#points); the balance itself is /api/member/points (#wallets). */
export function pointsHandlers(db: Db): ApiHandlers<typeof pointsRouteSchemas> {
  return {
    history: async (req) => ok(await pointsHistory(db, memberOf(req).id, req.query)),
  };
}
