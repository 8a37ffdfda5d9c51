import type { shopRouteSchemas } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { Clock } from '#shared/clock.ts';
import { shopRouteHandlers } from './routes.ts';
import { createShopService } from './service.ts';

/** The points shop calls' handlers for app.ts (docs/ENGAGEMENT.md#points-shop). */
export function shopHandlers(deps: { db: Db; clock: Clock }): ApiHandlers<typeof shopRouteSchemas> {
  return shopRouteHandlers(createShopService(deps.db, deps.clock));
}
