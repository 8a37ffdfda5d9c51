import type { QueueWithdrawal } from '@ug99/contract';
import { rejectWithdrawal } from '../withdrawals.ts';
import type { PaymentActor, PaymentOperatorContext, QueueAnnouncer } from './context.ts';
import { decidedWithdrawal, requirePendingWithdrawal } from './withdrawal-decision.ts';

/** Rejects a pending withdrawal with the operator's reason (withdraw:reject): the hold goes back to the main wallet. */
export async function rejectQueuedWithdrawal(
  ctx: PaymentOperatorContext,
  queues: QueueAnnouncer,
  actor: PaymentActor,
  id: number,
  version: number,
  reason: string,
): Promise<{ withdrawal: QueueWithdrawal }> {
  await requirePendingWithdrawal(ctx, id, version);
  const decision = await rejectWithdrawal(ctx.db, id, actor.name, reason, ctx.clock.now(), actor.by);
  return { withdrawal: await decidedWithdrawal(ctx, queues, id, decision) };
}
