import type { WalletTypeId } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { AdjustmentRefused, adjustBalance } from '../adjust-balance.ts';
import type { AdjustResult } from '../adjust-balance.ts';
import type { AdjustPayload, WalletActor } from './context.ts';

/**
 * The same adjustment as balance:adjust, in the caller's transaction, keyed by the screen's request id so a
 * submission never moves money twice (the operator's within the caps, or the approver's of its request); a
 * refusal (a balance that would go below zero…) is BO_ADJUST_REFUSED.
 */
export async function adjustAsOperator(
  tx: Db,
  scope: { agentCode: string },
  actor: Pick<WalletActor, 'name' | 'by'>,
  p: AdjustPayload,
  now: Date,
): Promise<AdjustResult> {
  try {
    return await adjustBalance(tx, {
      agentCode: scope.agentCode,
      phone: p.phone,
      amountSatang: BigInt(p.amount_satang),
      reason: p.reason,
      wallet: p.wallet_type_id as WalletTypeId,
      operator: actor.name,
      by: actor.by,
      key: `backoffice:${p.request_id}`,
      now,
    });
  } catch (err) {
    if (err instanceof AdjustmentRefused) throw new AppError('BO_ADJUST_REFUSED');
    throw err;
  }
}
