import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { operatorAuditLog } from '#db/schema/audit.ts';
import { flaggedDeposits } from '#db/schema/flagged-deposits.ts';
import { depositIntents } from '#db/schema/payments.ts';
import { originColumns } from '#shared/audit-origin.ts';
import type { AuditOrigin } from '#shared/audit-origin.ts';

export type FlaggedDeposit = typeof flaggedDeposits.$inferSelect;

/** The queue's rows of an agent, oldest first: pending only, or with `all` every row ever flagged. */
export function listFlaggedRows(db: Db, agentId: number, options: { all?: boolean } = {}) {
  const ofAgent = or(eq(flaggedDeposits.agentId, agentId), isNull(flaggedDeposits.agentId));
  return db
    .select({ flagged: flaggedDeposits, intentStatus: depositIntents.status })
    .from(flaggedDeposits)
    .leftJoin(depositIntents, eq(depositIntents.id, flaggedDeposits.intentId))
    .where(options.all ? ofAgent : and(ofAgent, eq(flaggedDeposits.status, 'pending')))
    .orderBy(asc(flaggedDeposits.id));
}

/** The row, locked until the transaction ends. */
export async function lockFlagged(tx: Db, id: number): Promise<FlaggedDeposit | undefined> {
  const [row] = await tx.select().from(flaggedDeposits).where(eq(flaggedDeposits.id, id)).for('update');
  return row;
}

/** Writes the decision on a row still pending (the caller holds its lock). */
export async function decideRow(
  tx: Db,
  id: number,
  decision: Pick<FlaggedDeposit, 'status' | 'creditedMemberId' | 'decidedBy' | 'decisionNote'>,
  now: Date,
): Promise<FlaggedDeposit> {
  const [updated] = await tx
    .update(flaggedDeposits)
    .set({ ...decision, decidedAt: now })
    .where(and(eq(flaggedDeposits.id, id), eq(flaggedDeposits.status, 'pending')))
    .returning();
  if (!updated) throw new Error(`flagged deposit ${id} changed while it was locked`);
  return updated;
}

/** The decision's audit row, naming the operator and, from the back office, their account and address. */
export function insertDecisionAudit(
  tx: Db,
  input: { operator: string; by?: AuditOrigin | undefined },
  action: string,
  row: FlaggedDeposit,
  decided: FlaggedDeposit,
  extra: Record<string, unknown>,
) {
  return tx.insert(operatorAuditLog).values({
    operator: input.operator,
    ...originColumns(input.by),
    before: { status: row.status },
    after: { status: decided.status, credited_member_id: decided.creditedMemberId },
    action,
    targetType: 'flagged_deposit',
    targetId: String(row.id),
    detail: {
      amount_satang: row.amountSatang.toString(),
      reference: row.reference,
      flag_reason: row.reason,
      received_into: row.receivedInto,
      ...extra,
    },
  });
}
