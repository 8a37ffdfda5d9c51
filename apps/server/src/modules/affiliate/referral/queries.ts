import type { Db } from '#db/client.ts';
import { affiliateVisits } from '#db/schema/affiliate.ts';

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
