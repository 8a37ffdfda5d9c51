import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { inboxItems } from '#db/schema/inbox.ts';

export type InboxRow = typeof inboxItems.$inferSelect;
export type NewInboxRow = Omit<typeof inboxItems.$inferInsert, 'id' | 'readAt'>;

/** Inserts the items whose event has none yet; answers the members that got a new one. */
export async function insertInboxItems(tx: Db, rows: readonly NewInboxRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(inboxItems)
    .values([...rows])
    .onConflictDoNothing({ target: [inboxItems.memberId, inboxItems.kind, inboxItems.source] })
    .returning({ memberId: inboxItems.memberId });
  return inserted.map((r) => r.memberId);
}

const ofMember = (memberId: number, unreadOnly: boolean) =>
  and(eq(inboxItems.memberId, memberId), unreadOnly ? isNull(inboxItems.readAt) : undefined);

/** One page of the member's items, newest first. */
export function inboxPageOf(db: Db, memberId: number, unreadOnly: boolean, limit: number, offset: number) {
  return db
    .select()
    .from(inboxItems)
    .where(ofMember(memberId, unreadOnly))
    .orderBy(desc(inboxItems.id))
    .limit(limit)
    .offset(offset);
}

export async function countInbox(db: Db, memberId: number, unreadOnly: boolean): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inboxItems).where(ofMember(memberId, unreadOnly));
  return row?.n ?? 0;
}

/** Marks the member's unread items read: the given ids (another member's ids match nothing), or all. */
export async function markInboxRead(db: Db, memberId: number, ids: readonly number[] | 'all', at: Date) {
  await db
    .update(inboxItems)
    .set({ readAt: at })
    .where(and(ofMember(memberId, true), ids === 'all' ? undefined : inArray(inboxItems.id, [...ids])));
}

/** Deletes up to `limit` items created before `before`; answers how many went. */
export async function deleteInboxItemsBefore(db: Db, before: Date, limit: number): Promise<number> {
  const deleted = await db
    .delete(inboxItems)
    .where(
      inArray(
        inboxItems.id,
        sql`(select ${inboxItems.id} from ${inboxItems} where ${lt(inboxItems.createdAt, before)} limit ${limit})`,
      ),
    )
    .returning({ id: inboxItems.id });
  return deleted.length;
}
