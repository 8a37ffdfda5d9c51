import { desc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { depositIntents, withdrawals } from '#db/schema/payments.ts';

/** A member's latest deposits and withdrawals, newest first, for the operator's member page (docs/BACKOFFICE.md#members). */

export function latestDepositsOf(db: Db, memberId: number, limit: number) {
  return db
    .select()
    .from(depositIntents)
    .where(eq(depositIntents.memberId, memberId))
    .orderBy(desc(depositIntents.createdAt), desc(depositIntents.id))
    .limit(limit);
}

export function latestWithdrawalsOf(db: Db, memberId: number, limit: number) {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.memberId, memberId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit);
}
