import { randomUUID } from 'node:crypto';
import type { Db } from '#db/client.ts';
import { operatorAuditLog } from '#db/schema/audit.ts';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import { findMemberForOperator } from '#members';
import { originColumns } from '#shared/audit-origin.ts';
import type { AuditOrigin } from '#shared/audit-origin.ts';
import { awardPoints, spendPoints } from './movements.ts';

export class PointsAdjustmentRefused extends Error {
  override name = 'PointsAdjustmentRefused';
}

export type AdjustPointsInput = {
  agentCode: string;
  phone: string;
  /** Positive credits, negative takes back; never zero. */
  points: number;
  reason: string;
  operator: string;
  /** Retry key: the same key is the same adjustment. */
  key?: string | undefined;
  /** The back office's operator account and address, for the audit row (null from the command line). */
  by?: AuditOrigin | undefined;
  /** When it is made: the caller's injected clock, stamped on the ledger transfer. */
  now: Date;
};

export type AdjustPointsResult = {
  memberId: number;
  key: string;
  transferId: number;
  replayed: boolean;
  balanceAfter: bigint;
};

/**
 * The operator's points correction (docs/rules/points.md#operator-adjustment): one ledger transfer with
 * reason operator_adjustment and the written reason as its memo, audit-logged in the same transaction.
 * Taking back more than the member holds is refused; points never go negative.
 */
export async function adjustPoints(db: Db, input: AdjustPointsInput): Promise<AdjustPointsResult> {
  const reason = input.reason.trim();
  if (!reason) throw new PointsAdjustmentRefused('a written --reason is required for every adjustment');
  if (!Number.isSafeInteger(input.points) || input.points === 0) {
    throw new PointsAdjustmentRefused('<points> must be a whole number other than 0, such as 500 or -20');
  }
  const operator = input.operator.trim();
  if (!operator) throw new PointsAdjustmentRefused('--operator must name who makes the adjustment');
  const member = await findMemberForOperator(db, input.agentCode, input.phone);
  if (!member)
    throw new PointsAdjustmentRefused(`no member with phone ${input.phone} at agent ${input.agentCode}`);

  const key = input.key?.trim() || randomUUID();
  const movement = {
    memberId: member.id,
    points: Math.abs(input.points),
    key: `operator_adjustment:${key}`,
    reason: 'operator_adjustment' as const,
    refType: 'operator',
    refId: operator,
    memo: reason,
    createdBy: `operator:${operator}`,
    at: input.now,
  };
  try {
    return await runInLedgerTransaction(db, async (tx) => {
      const moved = input.points > 0 ? await awardPoints(tx, movement) : await spendPoints(tx, movement);
      if (!moved.replayed) {
        await tx.insert(operatorAuditLog).values({
          operator,
          action: 'points:adjust',
          targetType: 'member',
          targetId: String(member.id),
          detail: { phone: member.phone, points: input.points, reason, key, transfer_id: moved.transferId },
          ...originColumns(input.by),
          ...(input.by
            ? {
                before: { points: Number(moved.balanceAfter) - input.points },
                after: { points: Number(moved.balanceAfter) },
              }
            : {}),
        });
      }
      return {
        memberId: member.id,
        key,
        transferId: moved.transferId,
        replayed: moved.replayed,
        balanceAfter: moved.balanceAfter,
      };
    });
  } catch (err) {
    if (err instanceof AppError && err.key === 'POINTS_INSUFFICIENT') {
      throw new PointsAdjustmentRefused(`${input.phone} holds fewer than ${-input.points} points`);
    }
    throw err;
  }
}
