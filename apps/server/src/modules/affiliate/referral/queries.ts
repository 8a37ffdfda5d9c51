import { and, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { affiliateVisits } from '#db/schema/affiliate.ts';
import { members } from '#db/schema/members.ts';

export async function memberIdByCode(db: Db, agentId: number, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.agentId, agentId), eq(members.referralCode, code)))
    .limit(1);
  return row?.id;
}

/** True when this visitor had not been counted for the referrer on that day. */
export async function insertVisit(
  db: Db,
  row: { referrerMemberId: number; day: string; visitorHash: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(affiliateVisits)
    .values(row)
    .onConflictDoNothing()
    .returning({ day: affiliateVisits.day });
  return inserted.length > 0;
}
