import type { BoPointsAdjustRequest } from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import { adjustPoints, PointsAdjustmentRefused } from '#points';
import { auditName, originOf } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';

/**
 * `points:adjust` from the engagement screen (docs/BACKOFFICE.md#engagement): the points domain's one
 * ledger transfer and audit row, keyed by the screen's request id so a retried submission adjusts once.
 */
export function createPointsScreen(ctx: OperationsContext) {
  return {
    async adjust(operator: Operator, input: BoPointsAdjustRequest) {
      try {
        const result = await adjustPoints(ctx.db, {
          agentCode: ctx.agentCode,
          phone: input.phone,
          points: input.points,
          reason: input.reason,
          operator: auditName(operator),
          key: `backoffice:${input.request_id}`,
          by: originOf(operator),
          now: ctx.clock.now(),
        });
        return {
          member_id: result.memberId,
          transfer_id: result.transferId,
          points: Number(result.balanceAfter),
          replayed: result.replayed,
        };
      } catch (err) {
        if (err instanceof PointsAdjustmentRefused) {
          const noMember = err.message.startsWith('no member');
          throw new AppError(
            'BO_POINTS_ADJUST_REFUSED',
            noMember ? 'ไม่พบสมาชิกที่ใช้เบอร์โทรนี้' : 'สมาชิกมีพอยท์ไม่พอให้หักตามจำนวนนี้',
          );
        }
        throw err;
      }
    },
  };
}
