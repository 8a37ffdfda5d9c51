import type { FastifyInstance } from 'fastify';
import type { CashbackConfig } from '#config';
import type { Db } from '#db/client.ts';
import type { RequireMember } from '#members';
import type { Clock } from '#shared/clock.ts';
import type { MemberVipReader } from '#vip';
import { cashbackRoutes } from './routes.ts';
import { createCashbackService } from './service.ts';
import { winlossRoutes } from './winloss/routes.ts';
import { createWinlossService } from './winloss/service.ts';

export type CashbackRouteDeps = {
  db: Db;
  clock: Clock;
  requireMember: RequireMember;
  config: CashbackConfig;
  memberVip: MemberVipReader;
};

/** Registers the rebate calls and the win/loss report (docs/PROMOTIONS.md#cashback, #winloss). */
export async function registerCashback(app: FastifyInstance, deps: CashbackRouteDeps): Promise<void> {
  const { db, clock, requireMember, config, memberVip } = deps;
  await app.register(cashbackRoutes(createCashbackService({ db, clock, config, memberVip }), requireMember));
  await app.register(winlossRoutes(createWinlossService(db, clock), requireMember));
}
