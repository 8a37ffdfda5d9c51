import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { ActingOperator } from '#shared/acting-operator.ts';
import { markRedemptionSent } from './operator.ts';

/**
 * `shop:sent` from the back office (docs/BACKOFFICE.md#engagement): marked once with its audit row in one
 * transaction; a redemption that is not pending is BO_REDEMPTION_NOT_PENDING.
 */
export async function sendRedemption(
  db: Db,
  agentCode: string,
  operator: ActingOperator,
  redemptionId: number,
  note: string | undefined,
) {
  const outcome = await markRedemptionSent(db, {
    agentCode,
    redemptionId,
    operator: operator.name,
    note,
    by: operator.by,
  });
  if (outcome !== 'sent') throw new AppError('BO_REDEMPTION_NOT_PENDING');
  return { id: redemptionId, status: 'sent' as const };
}
