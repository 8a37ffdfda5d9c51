import type { FastifyInstance } from 'fastify';
import type { Db } from '#db/client.ts';
import type { RequireMember } from '#members';
import type { Clock } from '#shared/clock.ts';
import { lottoBillRoutes } from './bills/routes.ts';
import { createLottoBillService } from './bills/service.ts';
import { lottoRoundRoutes } from './rounds/routes.ts';
import { createLottoRoundService } from './rounds/service.ts';

export type LottoDeps = { db: Db; clock: Clock; requireMember: RequireMember; agentCode: string };

/** Registers every lotto call (docs/LOTTO.md); each part of the lotto adds its own routes here. */
export async function registerLotto(app: FastifyInstance, deps: LottoDeps): Promise<void> {
  await app.register(lottoRoundRoutes(createLottoRoundService(deps)));
  await app.register(lottoBillRoutes(createLottoBillService(deps.db, deps.clock), deps.requireMember));
}
