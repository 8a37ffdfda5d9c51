import { desc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { lottoBills } from '#db/schema/lotto.ts';

/** A member's latest bills, newest first, for the operator's member page (docs/BACKOFFICE.md#members). */
export function latestBillsOf(db: Db, memberId: number, limit: number) {
  return db
    .select()
    .from(lottoBills)
    .where(eq(lottoBills.memberId, memberId))
    .orderBy(desc(lottoBills.createdAt), desc(lottoBills.id))
    .limit(limit);
}
