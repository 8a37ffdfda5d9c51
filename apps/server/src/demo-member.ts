import type { FastifyInstance } from 'fastify';
import { bahtToSatang, MAIN_WALLET_TYPE_ID } from '@ug99/contract';
import type { RegisterRequest } from '@ug99/contract';
import { DEMO_MEMBER_PHONE, type Config } from './config.ts';
import type { Db } from '#db/client.ts';
import { adjustBalance } from '#wallets';
import { adjustPoints } from '#points';

/**
 * The demo member a newcomer logs in with after `npm start` (README "Try it"). It is registered through
 * the same API call a member uses, then given sandbox credit by an audited operator adjustment, so it
 * is an ordinary member in every table. A known password must never reach a real site: the server
 * creates it only when DEMO_MEMBER is on, which production configuration turns off by default.
 */
export const DEMO_MEMBER = {
  phone: DEMO_MEMBER_PHONE,
  password: 'Demo-Member-2024',
  first_name: 'สมใจ',
  last_name: 'ทดลองเล่น',
  bank_code: 'KBANK',
  bank_account_no: '0123456789',
  birth_date: '1990-04-13',
  agent_code: 'ug99',
} as const satisfies RegisterRequest;

const DEMO_CREDIT_BAHT = 1000;
/** Enough for a credit item of the points shop, so the shop can be tried at once (docs/ENGAGEMENT.md#points-shop). */
const DEMO_POINTS = 1000;

/**
 * Creates the demo member once; true when it was created now. `now` is the server's clock, the time its
 * credit and points are given at.
 */
export async function ensureDemoMember(
  app: FastifyInstance,
  db: Db,
  config: Config,
  now: Date,
): Promise<boolean> {
  const check = await app.inject({
    method: 'POST',
    url: '/api/check_account',
    payload: { phone: DEMO_MEMBER.phone, agent_code: config.agentCode },
  });
  if (check.json().data?.phone_registered !== false) return false;

  const registered = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { ...DEMO_MEMBER, agent_code: config.agentCode },
  });
  if (registered.json().error !== 0) {
    throw new Error(`the demo member could not be registered: ${registered.json().message}`);
  }
  await adjustBalance(db, {
    agentCode: config.agentCode,
    phone: DEMO_MEMBER.phone,
    amountSatang: bahtToSatang(DEMO_CREDIT_BAHT),
    reason: 'เครดิตทดลองของสมาชิกตัวอย่าง (แซนด์บ็อกซ์ ไม่ใช่เงินจริง)',
    wallet: MAIN_WALLET_TYPE_ID,
    operator: 'seed',
    key: `demo-member-credit:${config.agentCode}`,
    now,
  });
  await adjustPoints(db, {
    agentCode: config.agentCode,
    phone: DEMO_MEMBER.phone,
    points: DEMO_POINTS,
    reason: 'พอยท์ทดลองของสมาชิกตัวอย่าง',
    operator: 'seed',
    key: `demo-member-points:${config.agentCode}`,
    now,
  });
  return true;
}
