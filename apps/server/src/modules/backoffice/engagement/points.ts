import type { BoPointsAdjustRequest } from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import { findMemberForOperator } from '#members';
import { adjustOperatorPoints } from '#points';
import { actingAs } from '../access/audit.ts';
import type { writeBackofficeAudit } from '../access/audit.ts';
import { latestApproval } from '../approvals/queries.ts';
import { approvalView, requestApproval } from '../approvals/service.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import type { PointsPayload } from '../value-controls/executors.ts';
import { checkAndRecord } from '../value-controls/service.ts';

/**
 * `points:adjust` from the engagement screen (docs/BACKOFFICE.md#engagement). Within the points caps
 * (what this operator gave this member in the last 24 hours, and the operator's day;
 * docs/rules/value-controls.md#balance-and-points-adjustments) it moves at once; past either it becomes
 * a four-eyes request that finance or an admin approves, and nothing moves until then.
 */
export function createPointsScreen(ctx: OperationsContext, audit: typeof writeBackofficeAudit) {
  return {
    async adjust(operator: Operator, input: BoPointsAdjustRequest) {
      const member = await findMemberForOperator(ctx.db, ctx.agentCode, input.phone);
      if (!member) throw new AppError('BO_POINTS_ADJUST_REFUSED', 'ไม่พบสมาชิกที่ใช้เบอร์โทรนี้');
      const subject = `member:${member.id}:${input.request_id}`;
      return runInLedgerTransaction(ctx.db, async (tx) => {
        const earlier = await latestApproval(tx, 'points.adjust', subject);
        if (earlier) return { approval: approvalView(earlier, operator) };
        const within = await checkAndRecord(tx, ctx, operator, {
          key: 'points_adjust',
          memberId: member.id,
          amount: BigInt(input.points),
          ref: `backoffice:${input.request_id}`,
        });
        if (within === 'over') {
          const payload: PointsPayload = {
            member_id: member.id,
            phone: member.phone,
            points: input.points,
            reason: input.reason,
            request_id: input.request_id,
            summary: `สมาชิก ${member.phone}: ${input.points > 0 ? '+' : ''}${input.points.toLocaleString('th-TH')} พอยท์ (${input.reason})`,
          };
          const approval = await requestApproval(tx, { audit, clock: ctx.clock }, operator, {
            kind: 'points.adjust',
            subject,
            payload,
            retryAfterDecision: true,
          });
          return { approval: approvalView(approval, operator) };
        }
        const result = await adjustOperatorPoints(tx, ctx, actingAs(operator, audit), input);
        return {
          member_id: result.memberId,
          transfer_id: result.transferId,
          points: Number(result.balanceAfter),
          replayed: result.replayed,
        };
      });
    },
  };
}
