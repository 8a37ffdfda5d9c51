import type { Db } from '#db/client.ts';
import { insertCoupon } from './queries.ts';

/** The demo coupon (docs/PROMOTIONS.md "Coupons"): WELCOME3 gives 3 free wheel spins, 10,000 members, a year. */
export const DEMO_COUPON = { code: 'WELCOME3', kind: 'spins', amount: 3n, quota: 10_000 } as const;

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Adds the demo coupon when the agent has no coupon of that code; an existing one is left alone. */
export async function ensureDemoCoupon(db: Db, agentId: number, now: Date): Promise<void> {
  await insertCoupon(db, {
    agentId,
    code: DEMO_COUPON.code,
    rewardKind: DEMO_COUPON.kind,
    rewardAmount: DEMO_COUPON.amount,
    quota: DEMO_COUPON.quota,
    validFrom: now,
    validUntil: new Date(now.getTime() + YEAR_MS),
    createdBy: 'seed',
  });
}
