import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { banners, events, notifications } from '#db/schema/content.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type EventRow = typeof events.$inferSelect;

export function listActiveNotifications(db: Db, agentId: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.agentId, agentId), eq(notifications.active, true)))
    .orderBy(asc(notifications.sortOrder), asc(notifications.id));
}

export function listActiveBanners(db: Db, agentId: number): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.agentId, agentId), eq(banners.active, true)))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}

export function listActiveEvents(db: Db, agentId: number): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.agentId, agentId), eq(events.active, true)))
    .orderBy(asc(events.sortOrder), asc(events.id));
}
