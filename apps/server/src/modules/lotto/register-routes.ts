import type { RedisLink } from '#shared/redis.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#db/client.ts';
import type { RequireMember } from '#members';
import type { YeekeeShootingConfig } from '#config';
import { requireAgent } from '#shared/agents.ts';
import type { Clock } from '#shared/clock.ts';
import type { MemberVipReader } from '#vip';
import { lottoBillRoutes } from './bills/routes.ts';
import { createLottoBillService } from './bills/service.ts';
import { lottoNumberSetRoutes } from './number-sets/routes.ts';
import { createLottoNumberSetService } from './number-sets/service.ts';
import { lottoRoundRoutes } from './rounds/routes.ts';
import { createLottoRoundService } from './rounds/service.ts';
import { createYeekeeFeed } from './yeekee/feed.ts';
import { yeekeeRoutes } from './yeekee/routes.ts';
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

/** Registers every lotto call (docs/LOTTO.md); each part of the lotto adds its own routes here. */
export async function registerLotto(app: FastifyInstance, deps: LottoDeps): Promise<void> {
  await app.register(lottoRoundRoutes(createLottoRoundService(deps)));
  await app.register(
    lottoBillRoutes(createLottoBillService(deps.db, deps.clock, deps.memberVip), deps.requireMember),
  );
  await app.register(
    lottoNumberSetRoutes(createLottoNumberSetService(deps.db, deps.clock), deps.requireMember),
  );

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
  await app.register(yeekeeRoutes(yeekee, streams, deps.requireMember));
}
