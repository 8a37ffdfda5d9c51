import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { publishWalletBalances } from '#live';
import { notifyMembers } from '#notifications';
import type { InboxEvent } from '#notifications';
import { operatorAuditLog } from '#db/schema/audit.ts';
import { withdrawals } from '#db/schema/payments.ts';
import { postHold, runInLedgerTransaction, voidHold } from '#ledger';
import { originColumns } from '#shared/audit-origin.ts';
import type { AuditOrigin } from '#shared/audit-origin.ts';
import { metrics } from '#shared/metrics/domain.ts';

export type Withdrawal = typeof withdrawals.$inferSelect;

/**
 * `replayed`: the withdrawal already had this decision (a retry, or a second operator agreeing);
 * nothing moved and nothing was written this time. `contradicted`: it already had the other one.
 */
export type Decision =
  | { ok: true; replayed: boolean; withdrawal: Withdrawal }
  | { ok: false; why: 'not_found' }
  | { ok: false; why: 'contradicted'; withdrawal: Withdrawal };

/**
 * An operator's decision on a pending withdrawal, with its ledger movement and audit row in one
 * transaction. Approve posts the hold (the money leaves through the payout); reject voids it (the money
 * goes back to the main wallet). Idempotent by nature (docs/PAYMENTS.md): the row is locked, so
 * concurrent decisions queue up; only a pending row changes, the same decision again answers the
 * withdrawal as it is (no second movement, no second audit row), and the other decision is refused.
 * `now` is the caller's injected clock: the decision's time and its ledger transfer's.
 */
async function decide(
  db: Db,
  id: number,
  operator: string,
  decision: { status: 'paid' } | { status: 'rejected'; reason: string },
  now: Date,
  by?: AuditOrigin,
): Promise<Decision> {
  return runInLedgerTransaction(db, async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!row) return { ok: false, why: 'not_found' };
    if (row.status === decision.status) return { ok: true, replayed: true, withdrawal: row };
    if (row.status !== 'pending') return { ok: false, why: 'contradicted', withdrawal: row };
    const [updated] = await tx
      .update(withdrawals)
      .set({
        status: decision.status,
        rejectReason: decision.status === 'rejected' ? decision.reason : null,
        decidedBy: operator,
        decidedAt: now,
        // A manual payout: the operator says the money was sent, so it is paid as of the decision.
        ...(decision.status === 'paid' ? { paidAt: now } : {}),
      })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
      .returning();
    if (!updated) throw new Error(`withdrawal ${id} changed while it was locked`);
    // Every status a withdrawal moves into is counted under its name (docs/OPERATIONS.md#metrics).
    metrics.withdrawalStatus(updated.status, updated.amountSatang);
    const createdBy = `operator:${operator}`;
    if (decision.status === 'paid') {
      await postHold(tx, { key: row.holdKey, to: { system: 'gateway_cash' }, createdBy, at: now });
    } else {
      await voidHold(tx, {
        key: row.holdKey,
        reason: 'withdraw_refund',
        memo: decision.reason,
        createdBy,
        at: now,
      });
    }
    await notifyMembers(tx, [withdrawalEvent(updated)], now);
    await tx.insert(operatorAuditLog).values({
      operator,
      ...originColumns(by),
      before: { status: row.status },
      after: {
        status: updated.status,
        ...(decision.status === 'rejected' ? { reason: decision.reason } : {}),
      },
      action: decision.status === 'paid' ? 'withdraw:approve' : 'withdraw:reject',
      targetType: 'withdrawal',
      targetId: String(id),
      detail: {
        member_id: row.memberId,
        amount_satang: row.amountSatang.toString(),
        ...(decision.status === 'rejected' ? { reason: decision.reason } : {}),
      },
    });
    return { ok: true, replayed: false, withdrawal: updated };
  });
}

/** The inbox item of a withdrawal that has just been paid, or rejected or failed (money back in main). */
export function withdrawalEvent(w: Withdrawal): InboxEvent {
  const base = { memberId: w.memberId, withdrawalId: w.id, amountSatang: w.amountSatang };
  return w.status === 'paid'
    ? { kind: 'withdrawal_paid', ...base }
    : { kind: 'withdrawal_rejected', ...base, reason: w.rejectReason };
}

/** `by`: the back office's operator account and address, for the audit row. */
export function approveWithdrawal(
  db: Db,
  id: number,
  operator: string,
  now: Date,
  by?: AuditOrigin,
): Promise<Decision> {
  return decide(db, id, operator, { status: 'paid' }, now, by).then((d) => published(db, d));
}

export function rejectWithdrawal(
  db: Db,
  id: number,
  operator: string,
  reason: string,
  now: Date,
  by?: AuditOrigin,
): Promise<Decision> {
  return decide(db, id, operator, { status: 'rejected', reason }, now, by).then((d) => published(db, d));
}

/** A decision that changed something, once committed: the member's open pages show it (docs/ARCHITECTURE.md#live-events). */
function published(db: Db, decision: Decision): Decision {
  if (decision.ok && !decision.replayed) void publishWalletBalances(db, decision.withdrawal.memberId);
  return decision;
}

/** Pending withdrawals of an agent, oldest first: the operator's payout queue. */
export function pendingWithdrawals(db: Db, agentId: number): Promise<Withdrawal[]> {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.agentId, agentId), eq(withdrawals.status, 'pending')))
    .orderBy(asc(withdrawals.id));
}
