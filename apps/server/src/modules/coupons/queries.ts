import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { couponRedemptions, coupons } from '#db/schema/coupons.ts';

export type CouponRow = typeof coupons.$inferSelect;

export async function findCoupon(db: Db, agentId: number, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.agentId, agentId), eq(coupons.code, code)));
  return row;
}

/** The member's redemption row; undefined when they had already redeemed this coupon. */
export async function insertRedemption(tx: Db, couponId: number, memberId: number, at: Date) {
  const [row] = await tx
    .insert(couponRedemptions)
    .values({ couponId, memberId, createdAt: at })
    .onConflictDoNothing({ target: [couponRedemptions.couponId, couponRedemptions.memberId] })
    .returning();
  return row;
}

/**
 * Takes one of the coupon's quota; false when none is left. Concurrent redemptions queue on the row and
 * each re-checks `redeemed < quota` against the committed count, so the quota is never passed.
 */
export async function takeQuota(tx: Db, couponId: number): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ redeemed: sql`${coupons.redeemed} + 1` })
    .where(and(eq(coupons.id, couponId), lt(coupons.redeemed, coupons.quota)))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

export async function redemptionsOf(db: Db, memberId: number, limit: number) {
  return db
    .select({
      code: coupons.code,
      rewardKind: coupons.rewardKind,
      rewardAmount: coupons.rewardAmount,
      redeemedAt: couponRedemptions.createdAt,
    })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .where(eq(couponRedemptions.memberId, memberId))
    .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id))
    .limit(limit);
}

export async function insertCoupon(db: Db, values: typeof coupons.$inferInsert) {
  const [row] = await db
    .insert(coupons)
    .values(values)
    .onConflictDoNothing({ target: [coupons.agentId, coupons.code] })
    .returning();
  return row;
}

/**
 * The agent's coupon of that id or (upper-case) code, locked until the transaction ends, so two ends of
 * one coupon queue on it and the second sees the first's window.
 */
export async function lockCoupon(
  tx: Db,
  agentId: number,
  which: { id: number } | { code: string },
): Promise<CouponRow | undefined> {
  const [row] = await tx
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.agentId, agentId),
        'id' in which ? eq(coupons.id, which.id) : eq(coupons.code, which.code),
      ),
    )
    .for('update');
  return row;
}

/** Sets the coupon's window; the caller keeps `valid_until > valid_from` (the table's check). */
export async function setCouponWindow(tx: Db, id: number, validFrom: Date, validUntil: Date) {
  const [row] = await tx.update(coupons).set({ validFrom, validUntil }).where(eq(coupons.id, id)).returning();
  return row;
}
