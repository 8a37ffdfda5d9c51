import { and, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { operatorAuditLog } from '#db/schema/audit.ts';
import { withdrawals } from '#db/schema/payments.ts';
import { runInLedgerTransaction } from '#ledger';
import { originColumns } from '#shared/audit-origin.ts';
import type { AuditOrigin } from '#shared/audit-origin.ts';
import type { Withdrawal } from '../withdrawals.ts';
import { AUTO_APPROVER } from './auto-queries.ts';
import { metrics } from '#shared/metrics/domain.ts';

/** Who approved: an operator (from the back office), or the server within the rules it used. */
export type Approver =
  | { kind: 'operator'; operator: string; by?: AuditOrigin }
  | { kind: 'auto'; rules: Record<string, string | number | boolean> };

export { AUTO_APPROVER };

/**
 * pending → approved, handed to the payout gateway `gateway` (the send job takes it from here), with
 * its audit row, inside the caller's transaction. The hold stays: the money leaves the ledger only when
 * the gateway reports it paid. Answers undefined when the withdrawal is no longer pending.
 */
export async function approveIn(
  tx: Db,
  row: Withdrawal,
  gateway: string,
  approver: Approver,
  now: Date,
): Promise<Withdrawal | undefined> {
  const operator = approver.kind === 'auto' ? AUTO_APPROVER : approver.operator;
  const [updated] = await tx
    .update(withdrawals)
    .set({ status: 'approved', decidedBy: operator, decidedAt: now, payoutGateway: gateway })
    .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, 'pending')))
    .returning();
  if (!updated) return undefined;
  metrics.withdrawalStatus(updated.status, updated.amountSatang);
  await tx.insert(operatorAuditLog).values({
    operator,
    ...originColumns(approver.kind === 'operator' ? approver.by : undefined),
    before: { status: row.status },
    after: { status: 'approved', payout_gateway: gateway },
    // An operator's approval keeps the command line's action name, whichever way the money then goes
    // (docs/BACKOFFICE.md#audit-log); `after.payout_gateway` says it went to the gateway.
    action: approver.kind === 'auto' ? 'withdraw:auto_approve' : 'withdraw:approve',
    targetType: 'withdrawal',
    targetId: String(row.id),
    detail: {
      member_id: row.memberId,
      amount_satang: row.amountSatang.toString(),
      ...(approver.kind === 'auto' ? { rules: approver.rules } : {}),
    },
  });
  return updated;
}

/** An operator hands a pending withdrawal to the payout gateway (the back office's approve with a gateway on). */
export function approveForPayout(
  db: Db,
  id: number,
  gateway: string,
  approver: Extract<Approver, { kind: 'operator' }>,
  now: Date,
): Promise<Withdrawal | undefined> {
  return runInLedgerTransaction(db, async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    return row ? approveIn(tx, row, gateway, approver, now) : undefined;
  });
}
