import { eq, or } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { memberLineLinks } from '#db/schema/line.ts';

/**
 * The LINE links (docs/LINE.md#linking), kept here because LINE messages go to them; the LIFF link flow
 * (affiliate) writes and reads them through these two functions.
 */

/** Inserts the link unless the member or the LINE user is linked already; answers whether it did. */
export async function insertLineLink(
  tx: Db,
  row: { memberId: number; lineUserId: string; displayName: string | null; linkedAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(memberLineLinks)
    .values(row)
    .onConflictDoNothing()
    .returning({ memberId: memberLineLinks.memberId });
  return inserted.length > 0;
}

/** The links that hold the member or the LINE user. */
export async function lineLinksOf(db: Db, memberId: number, lineUserId: string) {
  return db
    .select({ memberId: memberLineLinks.memberId, lineUserId: memberLineLinks.lineUserId })
    .from(memberLineLinks)
    .where(or(eq(memberLineLinks.memberId, memberId), eq(memberLineLinks.lineUserId, lineUserId)));
}
