import type { QueueWithdrawal } from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import type { Decision } from '../withdrawals.ts';
import type { PaymentOperatorContext, QueueAnnouncer } from './context.ts';
import { alreadyDecided } from './refusals.ts';
import { findWithdrawal } from './rows.ts';
import type { WithdrawalRow } from './rows.ts';
import { versionOf, withdrawalView } from './views.ts';

/** The agent's withdrawal, still pending at the version the operator saw, else the refusal. */
export async function requirePendingWithdrawal(
  ctx: PaymentOperatorContext,
  id: number,
  version: number,
): Promise<WithdrawalRow> {
  const row = await findWithdrawal(ctx.db, await ctx.agentId(), id);
  if (!row) throw new AppError('BO_ITEM_NOT_FOUND');
  const w = row.withdrawal;
  if (w.status !== 'pending' || versionOf(w) !== version) throw alreadyDecided(w);
  return row;
}

/** The payments domain's answer: only a decision that changed the row this time is ours. */
export async function decidedWithdrawal(
  ctx: PaymentOperatorContext,
  queues: QueueAnnouncer,
  id: number,
  decision: Decision,
): Promise<QueueWithdrawal> {
  if (!decision.ok && decision.why === 'not_found') throw new AppError('BO_ITEM_NOT_FOUND');
  if (!decision.ok || decision.replayed) throw alreadyDecided(decision.withdrawal);
  const row = await findWithdrawal(ctx.db, await ctx.agentId(), id);
  if (!row) throw new AppError('BO_ITEM_NOT_FOUND');
  queues.publish({ type: 'queue', queue: 'withdrawals', id, status: decision.withdrawal.status });
  return withdrawalView(row);
}
