import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { operatorAuditLog, withdrawals } from '../db/schema/index.ts';
import { postHold, runInLedgerTransaction, voidHold } from '../ledger/index.ts';

export type Withdrawal = typeof withdrawals.$inferSelect;

export type Decision =
  | { ok: true; withdrawal: Withdrawal }
  | { ok: false; why: 'not_found' | 'already_decided'; withdrawal?: Withdrawal };

/**
 * An operator's decision on a pending withdrawal, with its ledger movement and audit row in one
 * transaction. Approve posts the hold (the money leaves through the payout); reject voids it (the money
 * goes back to the main wallet). Only a pending row changes, so two operators cannot both decide.
 */
async function decide(
  db: Db,
  id: number,
  operator: string,
  decision: { status: 'paid' } | { status: 'rejected'; reason: string },
): Promise<Decision> {
  return runInLedgerTransaction(db, async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!row) return { ok: false, why: 'not_found' };
    if (row.status !== 'pending') return { ok: false, why: 'already_decided', withdrawal: row };
    const [updated] = await tx
      .update(withdrawals)
      .set({
        status: decision.status,
        rejectReason: decision.status === 'rejected' ? decision.reason : null,
        decidedBy: operator,
        decidedAt: new Date(),
      })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
      .returning();
    if (!updated) return { ok: false, why: 'already_decided', withdrawal: row };
    const createdBy = `operator:${operator}`;
    if (decision.status === 'paid') {
      await postHold(tx, { key: row.holdKey, to: { system: 'gateway_cash' }, createdBy });
    } else {
      await voidHold(tx, { key: row.holdKey, reason: 'withdraw_refund', memo: decision.reason, createdBy });
    }
    await tx.insert(operatorAuditLog).values({
      operator,
      action: decision.status === 'paid' ? 'withdraw:approve' : 'withdraw:reject',
      targetType: 'withdrawal',
      targetId: String(id),
      detail: {
        member_id: row.memberId,
        amount_satang: row.amountSatang.toString(),
        ...(decision.status === 'rejected' ? { reason: decision.reason } : {}),
      },
    });
    return { ok: true, withdrawal: updated };
  });
}

export function approveWithdrawal(db: Db, id: number, operator: string): Promise<Decision> {
  return decide(db, id, operator, { status: 'paid' });
}

export function rejectWithdrawal(db: Db, id: number, operator: string, reason: string): Promise<Decision> {
  return decide(db, id, operator, { status: 'rejected', reason });
}

/** Pending withdrawals of an agent, oldest first: the operator's payout queue. */
export function pendingWithdrawals(db: Db, agentId: number): Promise<Withdrawal[]> {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.agentId, agentId), eq(withdrawals.status, 'pending')))
    .orderBy(asc(withdrawals.id));
}
