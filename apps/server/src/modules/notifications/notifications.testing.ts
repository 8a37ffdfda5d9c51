import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { inboxItems } from '#db/schema/index.ts';
import type { JobRunner } from '#jobs/runner.ts';
import { runInLedgerTransaction } from '#ledger';
import type { manualClock } from '#shared/clock.ts';
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

/** Tells `memberId` of a paid withdrawal in a transaction that then rolls back: the event never happened. */
export async function notifyAndRollBack(db: Db, at: Date, memberId: number): Promise<void> {
  await expect(
    runInLedgerTransaction(db, async (tx) => {
      await notifyMembers(tx, [{ kind: 'withdrawal_paid', memberId, withdrawalId: 1, amountSatang: 1n }], at);
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
}

/**
 * Two instances' job runners take what is due at the same time, once more 10 seconds later: a delivery
 * queue sends each item once however they race (docs/NOTIFICATIONS.md).
 */
export async function runOnTwoInstances(
  [a, b]: JobRunner[],
  clock: ReturnType<typeof manualClock>,
): Promise<void> {
  await Promise.all([a!.runDue(), b!.runDue(), a!.runDue()]);
  clock.advance(10_000);
  await Promise.all([a!.runDue(), b!.runDue()]);
}
