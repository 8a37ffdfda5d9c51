import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { inboxItems } from '#db/schema/inbox.ts';
import { pushDeliveries, pushSubscriptions } from '#db/schema/push.ts';
import { takeDueDeliveriesSql } from '../delivery-queue-queries.ts';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Stores the device's subscription, or updates it (keys, kinds, member) when the endpoint is known. */
export async function upsertSubscription(
  db: Db,
  row: Omit<typeof pushSubscriptions.$inferInsert, 'id'>,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        memberId: row.memberId,
        p256dh: row.p256dh,
        auth: row.auth,
        kinds: row.kinds,
        updatedAt: row.updatedAt,
      },
    });
}

/** The member's devices, oldest first. */
export function subscriptionsOf(db: Db, memberId: number) {
  return db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId))
    .orderBy(pushSubscriptions.updatedAt, pushSubscriptions.id);
}

export async function deleteSubscriptions(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

/** Removes the member's subscription of this endpoint; answers whether there was one. */
export async function deleteMemberSubscription(db: Db, memberId: number, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/**
 * Queues the new items for every device of their member that chose their kind, in the items' own
 * transaction; the unique (subscription, item) keeps one delivery per device.
 */
export async function enqueueDeliveries(tx: Db, itemIds: number[], at: Date): Promise<void> {
  if (itemIds.length === 0) return;
  await tx.execute(sql`
    insert into ${pushDeliveries} (subscription_id, inbox_item_id, status, next_at, created_at)
    select s.id, i.id, 'pending', ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
    from ${inboxItems} i
    join ${pushSubscriptions} s on s.member_id = i.member_id and i.kind = any(s.kinds)
    where i.id = any(${sql.param(itemIds)}::int[])
    on conflict do nothing`);
}

export type DueDelivery = {
  id: number;
  attempts: number;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  itemId: number;
  kind: string;
  title: string;
  body: string;
  link: string;
};

/**
 * Takes up to `limit` due deliveries: marks them `sending` with one more attempt and a lease until
 * `leaseUntil`, skipping rows another transaction holds, and answers them with their device and item.
 */
export async function takeDueDeliveries(
  tx: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<DueDelivery[]> {
  const taken = takeDueDeliveriesSql(
    pushDeliveries,
    now,
    leaseUntil,
    limit,
    sql`d.subscription_id, d.inbox_item_id`,
  );
  const rows = rowsOf<{
    id: number;
    attempts: number;
    subscription_id: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    item_id: number;
    kind: string;
    title: string;
    body: string;
    link: string;
  }>(
    await tx.execute(sql`
      ${taken}
      select taken.id, taken.attempts, taken.subscription_id, s.endpoint, s.p256dh, s.auth,
        i.id as item_id, i.kind, i.title, i.body, i.link
      from taken
      join ${pushSubscriptions} s on s.id = taken.subscription_id
      join ${inboxItems} i on i.id = taken.inbox_item_id
      order by taken.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    attempts: Number(r.attempts),
    subscriptionId: Number(r.subscription_id),
    endpoint: r.endpoint,
    p256dh: r.p256dh,
    auth: r.auth,
    itemId: Number(r.item_id),
    kind: r.kind,
    title: r.title,
    body: r.body,
    link: r.link,
  }));
}
