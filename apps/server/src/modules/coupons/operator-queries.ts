import { and, count, eq, ilike } from 'drizzle-orm';
import type { CouponListQuery } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { coupons } from '#db/schema/coupons.ts';
import { like, offsetOf, orderOf, pageOf } from '#shared/paging.ts';

/**
 * The back office's coupons list (docs/BACKOFFICE.md#marketing), with how many members redeemed each
 * (`redeemed`, raised in the redemption's transaction).
 */
export function couponPage(db: Db, agentId: number, q: CouponListQuery) {
  const text = q.q?.trim();
  const where = and(eq(coupons.agentId, agentId), text ? ilike(coupons.code, like(text)) : undefined);
  const columns = {
    created_at: coupons.createdAt,
    code: coupons.code,
    valid_until: coupons.validUntil,
    redeemed: coupons.redeemed,
  };
  return pageOf(
    db.select({ n: count() }).from(coupons).where(where),
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(...orderOf(q.sort, columns, coupons.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
  );
}
