import { eq, or } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { memberLineLinks } from '#db/schema/affiliate.ts';

/** Inserts the link unless the member or the LINE user is linked already; answers whether it did. */
export async function insertLink(
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
export async function linksOf(db: Db, memberId: number, lineUserId: string) {
  return db
    .select({ memberId: memberLineLinks.memberId, lineUserId: memberLineLinks.lineUserId })
    .from(memberLineLinks)
    .where(or(eq(memberLineLinks.memberId, memberId), eq(memberLineLinks.lineUserId, lineUserId)));
}
