import type { cashbackRouteSchemas } from '@ug99/contract';
import type { ApiHandlers } from '#http/api-routes.ts';
import { cashbackRouteHandlers } from './routes.ts';
import { createCashbackService } from './service.ts';
import type { CashbackDeps } from './service.ts';

/** The rebate calls' handlers for app.ts to register from the route table (docs/PROMOTIONS.md#cashback). */
export function cashbackHandlers(deps: CashbackDeps): ApiHandlers<typeof cashbackRouteSchemas> {
  return cashbackRouteHandlers(createCashbackService(deps));
}
