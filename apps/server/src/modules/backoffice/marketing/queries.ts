import { and, count, eq, ilike } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ContentListQuery, CouponListQuery, PromotionListQuery } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { banners, events, notifications } from '#db/schema/content.ts';
import { coupons } from '#db/schema/coupons.ts';
import { promotions } from '#db/schema/promotions.ts';
import { offsetOf, orderOf } from '../operations/paging-queries.ts';

/** The marketing screens' lists (docs/BACKOFFICE.md#marketing), paged and sorted by the server. */

type Status = ContentListQuery['status'];

/** `%` and `_` typed by the operator are text, not patterns. */
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function statusOf(column: AnyColumn, status: Status): SQL | undefined {
  if (status === 'active') return eq(column, true);
  if (status === 'inactive') return eq(column, false);
  return undefined;
}

async function pageOf<Row>(
  counted: Promise<{ n: number }[]>,
  rows: Promise<Row[]>,
): Promise<{ total: number; rows: Row[] }> {
  const [[total], items] = await Promise.all([counted, rows]);
  return { total: total?.n ?? 0, rows: items };
}

export function bannerPage(db: Db, agentId: number, q: ContentListQuery) {
  const where = and(eq(banners.agentId, agentId), statusOf(banners.active, q.status));
  const columns = { sort_order: banners.sortOrder, created_at: banners.createdAt, title: banners.title };
  return pageOf(
    db.select({ n: count() }).from(banners).where(where),
    db
      .select()
      .from(banners)
      .where(where)
      .orderBy(...orderOf(q.sort, columns, banners.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
  );
}

export function notificationPage(db: Db, agentId: number, q: ContentListQuery) {
  const where = and(eq(notifications.agentId, agentId), statusOf(notifications.active, q.status));
  const columns = {
    sort_order: notifications.sortOrder,
    created_at: notifications.createdAt,
    title: notifications.title,
  };
  return pageOf(
    db.select({ n: count() }).from(notifications).where(where),
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(...orderOf(q.sort, columns, notifications.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
  );
}

export function eventPage(db: Db, agentId: number, q: ContentListQuery) {
  const where = and(eq(events.agentId, agentId), statusOf(events.active, q.status));
  const columns = { sort_order: events.sortOrder, created_at: events.createdAt, title: events.title };
  return pageOf(
    db.select({ n: count() }).from(events).where(where),
    db
      .select()
      .from(events)
      .where(where)
      .orderBy(...orderOf(q.sort, columns, events.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
  );
}

export function promotionPage(db: Db, agentId: number, q: PromotionListQuery) {
  const where = and(eq(promotions.agentId, agentId), statusOf(promotions.active, q.status));
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

/** Coupons with how many members redeemed each (`redeemed`, raised in the redemption's transaction). */
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
