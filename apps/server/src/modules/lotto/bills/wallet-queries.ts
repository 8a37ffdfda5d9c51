import { and, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { lottoBills } from '#db/schema/lotto.ts';

/**
 * Whether a bill of the member paid from the wallet still waits for its draw: its win or refund returns
 * to that wallet. Promotions asks it of the promotion wallet before splitting it, through the reads the
 * app hands promotions (docs/rules/promotions.md#open-game-rounds, docs/ARCHITECTURE.md#each-domain-owns-its-tables).
 * No age limit, unlike a game round: every round is resulted or voided in the end.
 */
export async function hasPendingBillFrom(db: Db, memberId: number, walletTypeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: lottoBills.id })
    .from(lottoBills)
    .where(
      and(
        eq(lottoBills.memberId, memberId),
        eq(lottoBills.walletTypeId, walletTypeId),
        eq(lottoBills.status, 'pending'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
