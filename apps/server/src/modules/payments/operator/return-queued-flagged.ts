import type { QueueFlagged } from '@ug99/contract';
import { returnFlagged } from '../return-flagged.ts';
import type { PaymentActor, PaymentOperatorContext, QueueAnnouncer } from './context.ts';
import { decidedFlagged, requirePendingFlagged } from './flagged-decision.ts';

/** Returns a pending flagged deposit to its payer with the operator's reason (deposit:flagged:return). */
export async function returnQueuedFlagged(
  ctx: PaymentOperatorContext,
  queues: QueueAnnouncer,
  actor: PaymentActor,
  id: number,
  input: { version: number; reason: string },
): Promise<{ flagged: QueueFlagged }> {
  await requirePendingFlagged(ctx, id, input.version);
  const decision = await returnFlagged(ctx.db, {
    id,
    operator: actor.name,
    note: input.reason,
    by: actor.by,
    now: ctx.clock.now(),
  });
  return { flagged: await decidedFlagged(ctx, queues, id, decision) };
}
