import { and, count, desc, eq } from 'drizzle-orm';
import type { PromotionListQuery } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { memberPromotions } from '#db/schema/member-promotions.ts';
import { promotions } from '#db/schema/promotions.ts';
import { activeFilter, offsetOf, orderOf, pageOf } from '#shared/paging.ts';

/** The back office's promotions list and one promotion (docs/BACKOFFICE.md#marketing), a member's latest. */

export function promotionPage(db: Db, agentId: number, q: PromotionListQuery) {
  const where = and(eq(promotions.agentId, agentId), activeFilter(promotions.active, q.status));
  const columns = {
    created_at: promotions.createdAt,
    sort_order: promotions.sortOrder,
    title: promotions.title,
  };
  return pageOf(
    db.select({ n: count() }).from(promotions).where(where),
    db
      .select()
      .from(promotions)
      .where(where)
      .orderBy(...orderOf(q.sort, columns, promotions.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
  );
}

export async function findPromotion(db: Db, agentId: number, id: number) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.agentId, agentId), eq(promotions.id, id)));
  return row;
}

/** A member's latest promotions, newest first, for the operator's member page (docs/BACKOFFICE.md#members). */
export function latestPromotionsOf(db: Db, memberId: number, limit: number) {
  return db
    .select()
    .from(memberPromotions)
    .where(eq(memberPromotions.memberId, memberId))
    .orderBy(desc(memberPromotions.startedAt), desc(memberPromotions.id))
    .limit(limit);
}
