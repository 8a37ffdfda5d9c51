import type { QueueFlagged } from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import type { FlaggedDecision } from '../flagged-account.ts';
import type { PaymentOperatorContext, QueueAnnouncer } from './context.ts';
import { alreadyDecided } from './refusals.ts';
import { findFlagged } from './rows.ts';
import type { FlaggedRow } from './rows.ts';
import { flaggedView, versionOf } from './views.ts';

/** The agent's flagged deposit, still pending at the version the operator saw, else the refusal. */
export async function requirePendingFlagged(
  ctx: PaymentOperatorContext,
  id: number,
  version: number,
): Promise<FlaggedRow> {
  const row = await findFlagged(ctx.db, await ctx.agentId(), id);
  if (!row) throw new AppError('BO_ITEM_NOT_FOUND');
  const f = row.flagged;
  if (f.status !== 'pending' || versionOf(f) !== version) throw alreadyDecided(f);
  return row;
}

/** The payments domain's answer: only a decision that changed the row this time is ours. */
export async function decidedFlagged(
  ctx: PaymentOperatorContext,
  queues: QueueAnnouncer,
  id: number,
  decision: FlaggedDecision,
): Promise<QueueFlagged> {
  if (!decision.ok && decision.why === 'not_found') throw new AppError('BO_ITEM_NOT_FOUND');
  if (!decision.ok && decision.why === 'no_member') throw new AppError('BO_MEMBER_NOT_FOUND');
  if (!decision.ok || decision.replayed) {
    if (decision.ok || decision.why === 'contradicted') throw alreadyDecided(decision.flagged);
    throw new AppError('BO_ITEM_NOT_FOUND');
  }
  const row = await findFlagged(ctx.db, await ctx.agentId(), id);
  if (!row) throw new AppError('BO_ITEM_NOT_FOUND');
  queues.publish({ type: 'queue', queue: 'flagged', id, status: decision.flagged.status });
  return flaggedView(row);
}
