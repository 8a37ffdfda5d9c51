import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponRedemptions, coupons } from '#db/schema/index.ts';
import { accountBalance } from '#ledger';
import { systemClock } from '#shared/clock.ts';
import { racePostgres } from '#testing/races.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { bulkMembers } from '#testing/campaigns.ts';
import { addCoupon } from './operator.ts';
import { createCouponService } from './service.ts';

const postgres = racePostgres();

describe.runIf(postgres)('coupon races on PostgreSQL', () => {
  const { db } = suiteTestApp(postgres!, {});

  async function coupon(code: string, quota: number) {
    const made = await addCoupon(db(), {
      agentId: 1,
      code,
      reward: { kind: 'credit', amount: 50_00n },
      quota,
      validFrom: new Date(Date.now() - 60_000),
      validUntil: new Date(Date.now() + 3_600_000),
      operator: 'race',
    });
    if (!made.ok) throw new Error(made.reason);
    return made.coupon;
  }

  it('credits exactly 10 of 1,000 simultaneous redemptions of a code with quota 10', async () => {
    const c = await coupon('RACE10', 10);
    const members = await bulkMembers(db(), 1_000);
    const service = createCouponService(db(), systemClock);
    const results = await Promise.allSettled(members.map((m) => service.redeem(m, { code: 'race10' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused.every((r) => (r.reason as { key?: string }).key === 'COUPON_USED_UP')).toBe(true);
    const [row] = await db().select().from(coupons).where(eq(coupons.id, c.id));
    expect(row!.redeemed).toBe(10);
    expect(
      await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, c.id)),
    ).toHaveLength(10);
    expect(await accountBalance(db(), { system: 'wheel_coupon_expense' })).toBe(-10n * 50_00n);
  }, 180_000);

  it('credits a member once when the same member redeems 20 times at once and once more later', async () => {
    await coupon('ONCE', 100);
    const [m] = await bulkMembers(db(), 1);
    const service = createCouponService(db(), systemClock);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => service.redeem(m!, { code: 'ONCE' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    await expect(service.redeem(m!, { code: 'once' })).rejects.toMatchObject({ key: 'COUPON_ALREADY_USED' });
    expect(await accountBalance(db(), { member: m!.id, wallet: 3 })).toBe(50_00n);
  }, 60_000);
});
