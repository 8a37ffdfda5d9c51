import type { FastifyInstance } from 'fastify';
import type { cashbackRouteSchemas } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { RequireMember } from '#members';
import type { Clock } from '#shared/clock.ts';
import { cashbackRouteHandlers } from './routes.ts';
import { createCashbackService } from './service.ts';
import type { CashbackDeps } from './service.ts';
import { winlossRoutes } from './winloss/routes.ts';
import { createWinlossService } from './winloss/service.ts';

/** The rebate calls' handlers for app.ts to register from the route table (docs/PROMOTIONS.md#cashback). */
export function cashbackHandlers(deps: CashbackDeps): ApiHandlers<typeof cashbackRouteSchemas> {
  return cashbackRouteHandlers(createCashbackService(deps));
}

/** Registers the member's win/loss report (docs/PROMOTIONS.md#winloss). */
export async function registerWinloss(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; requireMember: RequireMember },
): Promise<void> {
  await app.register(winlossRoutes(createWinlossService(deps.db, deps.clock), deps.requireMember));
}
