import type { QueueWithdrawal } from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import { approveForPayout } from '../payouts/approve.ts';
import { approveWithdrawal } from '../withdrawals.ts';
import type { PaymentActor, PaymentOperatorContext, QueueAnnouncer } from './context.ts';
import { alreadyDecided } from './refusals.ts';
import { findWithdrawal } from './rows.ts';
import { withdrawalView } from './views.ts';
import { decidedWithdrawal, requirePendingWithdrawal } from './withdrawal-decision.ts';

/**
 * Approves a pending withdrawal (withdraw:approve). With a payout gateway the approval hands the payout to
 * it (docs/PAYMENTS.md#payouts); without one the operator pays by hand and the approval marks it paid.
 */
export async function approveQueuedWithdrawal(
  ctx: PaymentOperatorContext,
  queues: QueueAnnouncer,
  actor: PaymentActor,
  id: number,
  version: number,
): Promise<{ withdrawal: QueueWithdrawal }> {
  await requirePendingWithdrawal(ctx, id, version);
  if (ctx.payoutGateway !== null)
    return { withdrawal: await handedToGateway(ctx, queues, actor, id, ctx.payoutGateway) };
  return {
    withdrawal: await decidedWithdrawal(
      ctx,
      queues,
      id,
      await approveWithdrawal(ctx.db, id, actor.name, ctx.clock.now(), actor.by),
    ),
  };
}

async function handedToGateway(
  ctx: PaymentOperatorContext,
  queues: QueueAnnouncer,
  actor: PaymentActor,
  id: number,
  gateway: string,
): Promise<QueueWithdrawal> {
  const by = { kind: 'operator' as const, operator: actor.name, by: actor.by };
  const approved = await approveForPayout(ctx.db, id, gateway, by, ctx.clock.now());
  const row = await findWithdrawal(ctx.db, await ctx.agentId(), id);
  if (!row) throw new AppError('BO_ITEM_NOT_FOUND');
  if (!approved) throw alreadyDecided(row.withdrawal);
  queues.publish({ type: 'queue', queue: 'withdrawals', id, status: approved.status });
  return withdrawalView(row);
}
