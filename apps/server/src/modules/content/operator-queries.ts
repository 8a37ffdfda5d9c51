import { and, count, eq } from 'drizzle-orm';
import type { ContentListQuery } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { banners, events, notifications } from '#db/schema/content.ts';
import { activeFilter, offsetOf, orderOf, pageOf } from '#shared/paging.ts';

/** The back office's lists of the site's content (docs/BACKOFFICE.md#marketing), paged and sorted here. */

export function bannerPage(db: Db, agentId: number, q: ContentListQuery) {
  const where = and(eq(banners.agentId, agentId), activeFilter(banners.active, q.status));
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
  const where = and(eq(notifications.agentId, agentId), activeFilter(notifications.active, q.status));
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
  const where = and(eq(events.agentId, agentId), activeFilter(events.active, q.status));
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
