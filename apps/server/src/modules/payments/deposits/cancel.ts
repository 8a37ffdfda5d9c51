import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { effectiveStatus, lockIntent } from '../intents.ts';
import type { DepositIntent } from '../intents.ts';
import { cancelPendingIntent } from './queries.ts';

/**
 * A member closes their own open deposit intent, so they can open another at once instead of waiting
 * for it to expire (docs/PAYMENTS.md, "Cancelling"). The row is locked, as crediting locks it: either
 * the money was credited first and the cancel is refused, or the cancel came first and money arriving
 * later waits in the flagged queue. Cancelling what is already closed (expired, cancelled) is no error:
 * the answer is its status, so a retried tap changes nothing.
 */
export function cancelIntent(db: Db, memberId: number, reference: string, now: Date): Promise<DepositIntent> {
  return db.transaction(async (tx) => {
    const intent = await lockIntent(tx, reference);
    // Another member's reference is not found, as in qrcode_info and inquiry_status.
    if (!intent || intent.memberId !== memberId) throw new AppError('DEPOSIT_NOT_FOUND');
    if (intent.status === 'paid') throw new AppError('DEPOSIT_ALREADY_PAID');
    if (effectiveStatus(intent, now) !== 'pending') return intent;
    await cancelPendingIntent(tx, intent.id);
    return { ...intent, status: 'cancelled' };
  });
}
