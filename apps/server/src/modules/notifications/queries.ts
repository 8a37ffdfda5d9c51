import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { inboxItems } from '#db/schema/inbox.ts';

export type InboxRow = typeof inboxItems.$inferSelect;
export type NewInboxRow = Omit<typeof inboxItems.$inferInsert, 'id' | 'readAt'>;

/** Rows per insert statement: a busy day's items stay under PostgreSQL's parameter limit. */
const INSERT_CHUNK = 1000;

/** Inserts the items whose event has none yet; answers the new items (id and member). */
export async function insertInboxItems(
  tx: Db,
  rows: readonly NewInboxRow[],
): Promise<{ id: number; memberId: number; kind: string }[]> {
  const inserted: { id: number; memberId: number; kind: string }[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    inserted.push(
      ...(await tx
        .insert(inboxItems)
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflictDoNothing({ target: [inboxItems.memberId, inboxItems.kind, inboxItems.source] })
        .returning({ id: inboxItems.id, memberId: inboxItems.memberId, kind: inboxItems.kind })),
    );
  }
  return inserted;
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
