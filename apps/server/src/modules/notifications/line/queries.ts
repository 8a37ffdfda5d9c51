import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { inboxItems } from '#db/schema/inbox.ts';
import { lineDeliveries, memberLineLinks } from '#db/schema/line.ts';
import { takeDueDeliveriesSql } from '../delivery-queue-queries.ts';

/**
 * Queues the new items of members with a linked LINE user, in the items' own transaction: one row per
 * item (its unique key), each with the retry key every attempt of it sends.
 */
export async function enqueueLineDeliveries(tx: Db, itemIds: number[], at: Date): Promise<void> {
  if (itemIds.length === 0) return;
  await tx.execute(sql`
    insert into ${lineDeliveries} (inbox_item_id, member_id, retry_key, status, next_at, created_at)
    select i.id, i.member_id, gen_random_uuid(), 'pending', ${at.toISOString()}::timestamptz,
      ${at.toISOString()}::timestamptz
    from ${inboxItems} i
    join ${memberLineLinks} l on l.member_id = i.member_id
    where i.id = any(${sql.param(itemIds)}::int[])
    on conflict do nothing`);
}

export type DueLineDelivery = {
  id: number;
  attempts: number;
  retryKey: string;
  /** Null when the member's LINE link is gone since the item was queued. */
  lineUserId: string | null;
  title: string;
  body: string;
  link: string;
};

/**
 * Takes up to `limit` due deliveries: marks them `sending` with one more attempt and a lease until
 * `leaseUntil`, skipping rows another transaction holds, and answers them with their item and LINE user.
 */
export async function takeDueLineDeliveries(
  tx: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<DueLineDelivery[]> {
  const taken = takeDueDeliveriesSql(
    lineDeliveries,
    now,
    leaseUntil,
    limit,
    sql`d.retry_key, d.member_id, d.inbox_item_id`,
  );
  const rows = rowsOf<{
    id: number;
    attempts: number;
    retry_key: string;
    line_user_id: string | null;
    title: string;
    body: string;
    link: string;
  }>(
    await tx.execute(sql`
      ${taken}
      select taken.id, taken.attempts, taken.retry_key::text as retry_key, l.line_user_id,
        i.title, i.body, i.link
      from taken
      join ${inboxItems} i on i.id = taken.inbox_item_id
      left join ${memberLineLinks} l on l.member_id = taken.member_id
      order by taken.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    attempts: Number(r.attempts),
    retryKey: r.retry_key,
    lineUserId: r.line_user_id,
    title: r.title,
    body: r.body,
    link: r.link,
  }));
}
