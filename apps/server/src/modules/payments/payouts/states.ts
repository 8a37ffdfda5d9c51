import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { withdrawals } from '#db/schema/payments.ts';
import { publishWalletBalances } from '#live';
import { postHold, runInLedgerTransaction, voidHold } from '#ledger';
import { metrics } from '#shared/metrics/domain.ts';
import { notifyMembers } from '#notifications';
import { withdrawalEvent } from '../withdrawals.ts';
import type { Withdrawal } from '../withdrawals.ts';
import type { PayoutAnswer } from './adapter.ts';

/**
 * The payout's states after approval (docs/PAYMENTS.md#payouts): approved → sent → paid | failed, with
 * unknown when no callback came in time. Each change locks the withdrawal and happens only from the
 * states it may follow, so a callback, a status query and a retry arriving together settle it once.
 */

/** Where a payout may still settle from: it left the queue but the money is still held. */
export const IN_FLIGHT = ['approved', 'sent', 'unknown'] as const;

/** What the member reads when the bank refused the payout (the money is back in the main wallet). */
const FAILURE_TEXT: Record<string, string> = {
  account_invalid: 'ธนาคารปลายทางปฏิเสธการโอน เลขบัญชีไม่ถูกต้องหรือปิดแล้ว',
};
export function failureText(code: string): string {
  return `${FAILURE_TEXT[code] ?? 'โอนเงินไม่สำเร็จ'} ยอดเงินคืนเข้ากระเป๋าหลักแล้ว`;
}

async function lockInFlight(tx: Db, id: number): Promise<Withdrawal | undefined> {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, [...IN_FLIGHT])))
    .for('update');
  return row;
}

/**
 * Moves a withdrawal still in `from` on to `to` (with the columns that go with it), and counts the move
 * under the new status's name (docs/OPERATIONS.md#metrics). Answers whether it moved.
 */
async function moveOn(
  db: Db,
  id: number,
  from: Withdrawal['status'],
  to: Partial<typeof withdrawals.$inferInsert> & { status: Withdrawal['status'] },
): Promise<boolean> {
  const moved = await db
    .update(withdrawals)
    .set(to)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, from)))
    .returning({ id: withdrawals.id, amountSatang: withdrawals.amountSatang });
  for (const w of moved) metrics.withdrawalStatus(to.status, w.amountSatang);
  return moved.length > 0;
}

/** approved → sent: the provider took it and is processing. */
export function markSent(db: Db, id: number, now: Date): Promise<boolean> {
  return moveOn(db, id, 'approved', { status: 'sent', sentAt: now });
}

/** sent → unknown: no callback in time; the status is asked from now on. */
export function markUnknown(db: Db, id: number): Promise<boolean> {
  return moveOn(db, id, 'sent', { status: 'unknown' });
}

/** unknown → approved: the provider says it never took it, so it is asked again (same id: idempotent). */
export async function markToResend(db: Db, id: number): Promise<boolean> {
  const moved = await db
    .update(withdrawals)
    .set({ status: 'approved', sentAt: null })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'unknown')))
    .returning({ id: withdrawals.id });
  return moved.length > 0;
}

/**
 * The provider's final answer, inside the caller's transaction: paid posts the hold to `gateway_cash`
 * (the money left), failed voids it (the money is back in the main wallet, the member reads why). A
 * withdrawal already settled, or not in flight, is left as it is: answers false.
 */
export async function settleIn(
  tx: Db,
  id: number,
  answer: Exclude<PayoutAnswer, { state: 'processing' }>,
  now: Date,
): Promise<Withdrawal | undefined> {
  const row = await lockInFlight(tx, id);
  if (!row) return undefined;
  const createdBy = `payout:${row.payoutGateway ?? 'manual'}`;
  if (answer.state === 'paid') {
    await postHold(tx, { key: row.holdKey, to: { system: 'gateway_cash' }, createdBy, at: now });
  } else {
    await voidHold(tx, {
      key: row.holdKey,
      reason: 'withdraw_refund',
      memo: answer.failureCode,
      createdBy,
      at: now,
    });
  }
  const [updated] = await tx
    .update(withdrawals)
    .set(
      answer.state === 'paid'
        ? { status: 'paid', paidAt: answer.at }
        : { status: 'failed', failedAt: answer.at, rejectReason: failureText(answer.failureCode) },
    )
    .where(eq(withdrawals.id, id))
    .returning();
  if (updated) {
    metrics.withdrawalStatus(updated.status, updated.amountSatang);
    await notifyMembers(tx, [withdrawalEvent(updated)], now);
  }
  return updated;
}

/** settleIn in its own transaction; the member's open pages learn of it once committed. */
export async function settlePayout(
  db: Db,
  id: number,
  answer: Exclude<PayoutAnswer, { state: 'processing' }>,
  now: Date,
): Promise<Withdrawal | undefined> {
  const settled = await runInLedgerTransaction(db, (tx) => settleIn(tx, id, answer, now));
  if (settled) void publishWalletBalances(db, settled.memberId);
  return settled;
}
