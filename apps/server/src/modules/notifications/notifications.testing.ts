import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { inboxItems } from '#db/schema/index.ts';
import { runInLedgerTransaction } from '#ledger';
import { notifyMembers } from './inbox.ts';

/**
 * Tells `memberId` that withdrawal `withdrawalId` of 150 ฿ was paid, as payments does in its own
 * transaction (docs/NOTIFICATIONS.md), and answers the inbox item it made: what the delivery queues send.
 */
export async function notifyPaidWithdrawal(db: Db, at: Date, memberId: number, withdrawalId: number) {
  const event = { kind: 'withdrawal_paid' as const, memberId, withdrawalId, amountSatang: 150_00n };
  await runInLedgerTransaction(db, (tx) => notifyMembers(tx, [event], at));
  const [item] = await db
    .select()
    .from(inboxItems)
    .where(eq(inboxItems.source, String(withdrawalId)));
  return item!;
}
