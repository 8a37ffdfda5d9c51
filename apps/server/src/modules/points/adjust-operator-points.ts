import { AppError } from '#http/app-error.ts';
import type { Db } from '#db/client.ts';
import type { ActingOperator } from '#shared/acting-operator.ts';
import type { Clock } from '#shared/clock.ts';
import { adjustPoints, PointsAdjustmentRefused } from './adjust.ts';

/**
 * `points:adjust` from the back office (docs/BACKOFFICE.md#engagement), keyed by the screen's request id so
 * a request is applied once, in the caller's transaction; a refusal (no member, too few points) is
 * BO_POINTS_ADJUST_REFUSED. Run by the operator within the caps, or by the approver of a `points.adjust`
 * request.
 */
export async function adjustOperatorPoints(
  tx: Db,
  scope: { agentCode: string; clock: Clock },
  operator: ActingOperator,
  p: { phone: string; points: number; reason: string; request_id: string },
) {
  try {
    return await adjustPoints(tx, {
      agentCode: scope.agentCode,
      phone: p.phone,
      points: p.points,
      reason: p.reason,
      operator: operator.name,
      key: `backoffice:${p.request_id}`,
      by: operator.by,
      now: scope.clock.now(),
    });
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
}
