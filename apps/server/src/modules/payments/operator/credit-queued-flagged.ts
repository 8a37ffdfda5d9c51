import type { QueueFlagged } from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import { findMemberForOperator } from '#members';
import { creditFlagged } from '../credit-flagged.ts';
import type { PaymentActor, PaymentOperatorContext, QueueAnnouncer } from './context.ts';
import { decidedFlagged, requirePendingFlagged } from './flagged-decision.ts';

/** Credits a pending flagged deposit to the agent's member named by phone (deposit:flagged:credit). */
export async function creditQueuedFlagged(
  ctx: PaymentOperatorContext,
  queues: QueueAnnouncer,
  actor: PaymentActor,
  id: number,
  input: { version: number; phone: string; reason?: string | undefined },
): Promise<{ flagged: QueueFlagged }> {
  await requirePendingFlagged(ctx, id, input.version);
  const member = await findMemberForOperator(ctx.db, ctx.agentCode, input.phone);
  if (!member) throw new AppError('BO_MEMBER_NOT_FOUND');
  const note = input.reason ?? `เติมเงินให้สมาชิก ${member.phone}`;
  const decision = await creditFlagged(ctx.db, {
    id,
    memberId: member.id,
    operator: actor.name,
    by: actor.by,
    note,
    now: ctx.clock.now(),
  });
  return { flagged: await decidedFlagged(ctx, queues, id, decision) };
}
