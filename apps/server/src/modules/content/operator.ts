import { and, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { banners, events, notifications } from '#db/schema/content.ts';
import type { BannerRow, EventRow, NotificationRow } from './queries.ts';

/**
 * What the operator manages of the site's content (docs/BACKOFFICE.md#marketing): banners, the
 * announcement dialog's notifications and the event images. Each function runs in the caller's
 * transaction, so the caller writes its audit row with it; `update` locks the row and answers it as it
 * was and as it is (switching a row off is an update of `active`), or undefined when the id names no
 * row of the agent. The caller clears the content caches after the commit.
 */

type Common = { title: string; image: string; sortOrder: number; active: boolean };
export type BannerInput = Common & { link: string | null };
export type NotificationInput = Common & { type: NotificationRow['type']; description: string };
export type EventInput = Common;

export type Change<Row> = { before: Row; after: Row };

export async function addBanner(tx: Db, agentId: number, input: BannerInput): Promise<BannerRow> {
  const [row] = await tx
    .insert(banners)
    .values({ agentId, ...input })
    .returning();
  return row!;
}

export async function updateBanner(
  tx: Db,
  agentId: number,
  id: number,
  patch: Partial<BannerInput>,
): Promise<Change<BannerRow> | undefined> {
  const where = and(eq(banners.agentId, agentId), eq(banners.id, id));
  const [before] = await tx.select().from(banners).where(where).for('update');
  if (!before) return undefined;
  const [after] = await tx.update(banners).set(patch).where(where).returning();
  return { before, after: after! };
}

export async function addNotification(
  tx: Db,
  agentId: number,
  input: NotificationInput,
): Promise<NotificationRow> {
  const [row] = await tx
    .insert(notifications)
    .values({ agentId, ...input })
    .returning();
  return row!;
}

export async function updateNotification(
  tx: Db,
  agentId: number,
  id: number,
  patch: Partial<NotificationInput>,
): Promise<Change<NotificationRow> | undefined> {
  const where = and(eq(notifications.agentId, agentId), eq(notifications.id, id));
  const [before] = await tx.select().from(notifications).where(where).for('update');
  if (!before) return undefined;
  const [after] = await tx.update(notifications).set(patch).where(where).returning();
  return { before, after: after! };
}

export async function addEvent(tx: Db, agentId: number, input: EventInput): Promise<EventRow> {
  const [row] = await tx
    .insert(events)
    .values({ agentId, ...input })
    .returning();
  return row!;
}

export async function updateEvent(
  tx: Db,
  agentId: number,
  id: number,
  patch: Partial<EventInput>,
): Promise<Change<EventRow> | undefined> {
  const where = and(eq(events.agentId, agentId), eq(events.id, id));
  const [before] = await tx.select().from(events).where(where).for('update');
  if (!before) return undefined;
  const [after] = await tx.update(events).set(patch).where(where).returning();
  return { before, after: after! };
}
