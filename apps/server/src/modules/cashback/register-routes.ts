import type { FastifyInstance } from 'fastify';
import type { CashbackConfig } from '#config';
import type { Db } from '#db/client.ts';
import type { RequireMember } from '#members';
import type { Clock } from '#shared/clock.ts';
import type { MemberVipReader } from '#vip';
import { cashbackRoutes } from './routes.ts';
import { createCashbackService } from './service.ts';

export type CashbackRouteDeps = {
  db: Db;
  clock: Clock;
  requireMember: RequireMember;
  config: CashbackConfig;
  memberVip: MemberVipReader;
};

/** Registers the rebate calls (docs/PROMOTIONS.md#cashback); the win/loss report comes from the route table. */
export async function registerCashback(app: FastifyInstance, deps: CashbackRouteDeps): Promise<void> {
  const { db, clock, requireMember, config, memberVip } = deps;
  await app.register(cashbackRoutes(createCashbackService({ db, clock, config, memberVip }), requireMember));
}
