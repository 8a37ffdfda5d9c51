import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { lottoRouteSchemas } from '@ug99/contract';
import type { RedisLink } from '#shared/redis.ts';
import type { Db } from '#db/client.ts';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { RequireMember } from '#members';
import type { YeekeeShootingConfig } from '#config';
import { requireAgent } from '#shared/agents.ts';
import type { Clock } from '#shared/clock.ts';
import type { MemberVipReader } from '#vip';
import { lottoBillHandlers, lottoBillImageRoute } from './bills/routes.ts';
import { createLottoBillService } from './bills/service.ts';
import { lottoNumberSetHandlers } from './number-sets/routes.ts';
import { createLottoNumberSetService } from './number-sets/service.ts';
import { lottoRoundHandlers } from './rounds/routes.ts';
import { createLottoRoundService } from './rounds/service.ts';
import { createYeekeeFeed } from './yeekee/feed.ts';
import { yeekeeHandlers, yeekeeStreamRoute } from './yeekee/routes.ts';
import { createYeekeeService } from './yeekee/service.ts';
import { createYeekeeStreams } from './yeekee/stream.ts';

export type LottoDeps = {
  db: Db;
  clock: Clock;
  requireMember: RequireMember;
  agentCode: string;
  /** The yeekee live feed goes through Redis when set, so every instance's clients get every shot. */
  redis?: RedisLink | undefined;
  yeekeeShooting?: YeekeeShootingConfig;
  /** The member's VIP level and terms now: a line's discount adds the level's extra (docs/rules/vip.md#lotto). */
  memberVip: MemberVipReader;
};

export type LottoCalls = {
  /** The lotto group of the route table, for app.ts to register (decisions/0010). */
  handlers: ApiHandlers<typeof lottoRouteSchemas>;
  /** The bill as a picture and the yeekee feed, which answer no envelope and stay outside the table. */
  routesOutsideTable: FastifyPluginAsyncZod;
};

/**
 * Every lotto call (docs/LOTTO.md, docs/YEEKEE.md): starts the yeekee feed (through Redis when set) and
 * ends its open streams and the feed with the app.
 */
export async function createLottoCalls(app: FastifyInstance, deps: LottoDeps): Promise<LottoCalls> {
  const bills = createLottoBillService(deps.db, deps.clock, deps.memberVip);
  const feed = createYeekeeFeed({
    redis: deps.redis,
    onError: (err) => app.log.warn({ err }, 'yeekee feed: Redis error'),
  });
  await feed.ready();
  const agentId = async () => (await requireAgent(deps.db, deps.agentCode)).id;
  const streams = createYeekeeStreams({ db: deps.db, feed, agentId });
  // Open streams never end by themselves: end them before the server waits for its connections.
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', () => feed.close());
  const needsPendingBill = deps.yeekeeShooting?.needsPendingBill ?? false;
  const yeekee = createYeekeeService({
    db: deps.db,
    clock: deps.clock,
    agentCode: deps.agentCode,
    feed,
    needsPendingBill,
  });
  return {
    handlers: {
      ...lottoRoundHandlers(createLottoRoundService(deps)),
      ...lottoBillHandlers(bills),
      ...lottoNumberSetHandlers(createLottoNumberSetService(deps.db, deps.clock)),
      ...yeekeeHandlers(yeekee),
    },
    routesOutsideTable: async (scope) => {
      await scope.register(lottoBillImageRoute(bills, deps.requireMember));
      await scope.register(yeekeeStreamRoute(yeekee, streams));
    },
  };
}
